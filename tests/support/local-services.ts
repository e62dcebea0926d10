import net from 'node:net';

/**
 * Whether a TCP service answers. Tests that need the machine's own PostgreSQL server or Redis
 * skip themselves on a developer machine without them, and fail on CI, where `.ci/run` has
 * already checked both and a missing one is an error.
 */
export function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname);
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
  });
}

/** True when the test should run: the service answers, or this is CI (where its absence must fail). */
export async function serviceForTests(name: string, url: string, defaultPort: number): Promise<boolean> {
  if (process.env.CI === 'true' || (await answers(url, defaultPort))) return true;
  console.warn(`skipping: ${name} does not answer at ${url} (these tests run on CI, which has it)`);
  return false;
}
