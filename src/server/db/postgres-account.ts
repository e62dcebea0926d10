import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The account the database server runs as: empty for the current one, uid/gid when switching from root. */
export interface Account {
  uid?: number;
  gid?: number;
}

export type Log = (message: string) => void;

export const accountName = 'postgres';

/** PostgreSQL refuses to run as root, so under root it runs as the unprivileged `postgres` account. */
export async function serverAccount(log: Log): Promise<Account> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', accountName])).stdout.trim()),
    gid: Number((await run('id', ['-g', accountName])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    log(`creating the unprivileged "${accountName}" system account to run the embedded database`);
  }
  try {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', accountName]);
    return await lookup();
  } catch (error) {
    const reason = ((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n')[0];
    throw new Error(
      `PostgreSQL refuses to run as root and the unprivileged "${accountName}" account it needs could not be created (${reason}); ` +
        `create it (useradd --system --user-group ${accountName}), run Tandem as a normal user, or set DATABASE_URL to an external server.`,
    );
  }
}

/**
 * Whether `account` can pass through every folder on the way to `target` and into it. Asked of the
 * system itself (a probe run as that account) so that modes, ACLs and mount options all count.
 */
export function canReach(account: Account, target: string): Promise<boolean> {
  if (account.uid === undefined) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = spawn('test', ['-x', target], { uid: account.uid, gid: account.gid, stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  });
}
