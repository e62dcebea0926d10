import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { restore } from './database-backup';

const usage = `Replaces Tandem's database with a backup made by \`npm run backup\`.

  npm run restore -- --in tandem-2026-01-31.dump

Stop every app instance first. With DATABASE_URL set the backup is restored into that database
(in one transaction: a failure leaves it as it was); without, into the built-in database under
DATA_DIR. The next start migrates an older backup forward.

Options:
  --in    the backup file (required)
  --help  show this text`;

async function main() {
  const { values } = parseArgs({ options: { in: { type: 'string' }, help: { type: 'boolean', default: false } } });
  if (values.help) return console.log(usage);
  if (!values.in) throw new Error(`--in is required\n\n${usage}`);
  const input = path.resolve(process.cwd(), values.in);
  const started = Date.now();
  await restore(loadConfig(), input, (message) => console.log(`[restore] ${message}`));
  console.log(`[restore] restored ${input} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
