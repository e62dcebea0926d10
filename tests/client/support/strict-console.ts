import { format } from 'node:util';

/**
 * Anything logged through `console.error` fails the test that logged it: React's act()
 * warnings, errors a feature caught and only logged. A test that expects an error silences it
 * itself, e.g. `vi.spyOn(console, 'error').mockImplementation(() => undefined)`.
 */
interface Trap {
  logged: string[];
  rejections: string[];
}

// Test files share one process (and its console) but not their modules: the trap lives on the
// global object so that it is installed once and every file reads the same lists.
const key = Symbol.for('tandem.client-tests.trap');
const holder = globalThis as unknown as Record<symbol, Trap | undefined>;

function trap(): Trap {
  const existing = holder[key];
  if (existing) return existing;
  const created: Trap = { logged: [], rejections: [] };
  holder[key] = created;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    created.logged.push(format(...args));
    original(...args);
  };
  process.on('unhandledRejection', (reason) => {
    created.rejections.push(reason instanceof Error ? (reason.stack ?? reason.message) : String(reason));
  });
  return created;
}

export function installStrictConsole(): void {
  trap();
}

/** What was logged with console.error, and the promise rejections nobody handled, since the last call. */
export function takeLeftoverErrors(): { consoleErrors: string[]; rejections: string[] } {
  const { logged, rejections } = trap();
  return { consoleErrors: logged.splice(0), rejections: rejections.splice(0) };
}
