import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { AdminUsageError, adminUsage, parseAdminArgs, setPlanByEmail } from './admin-commands';

async function main(): Promise<void> {
  const command = parseAdminArgs(process.argv.slice(2));
  if (command.command === 'help') {
    console.log(adminUsage);
    return;
  }
  const database = await openDatabase(loadConfig(), () => undefined);
  try {
    console.log(await setPlanByEmail(database.db, command.email, command.plan));
  } finally {
    await database.shutdown();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AdminUsageError ? error.message : error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
