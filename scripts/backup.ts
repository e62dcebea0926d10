import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { backup } from './database-backup';

const usage = `Backs up Tandem's database to one file.

  npm run backup -- --out tandem-2026-01-31.dump

With DATABASE_URL set: that database, as a pg_dump custom-format archive (pg_restore reads it).
Without: the built-in database under DATA_DIR (stop \`npm start\` first); a pg_dump archive when
PostgreSQL client programs of its version are installed, otherwise a copy of its files.

Options:
  --out   the file to write (required; replaced if it exists)
  --help  show this text`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', default: false } } });
  if (values.help) return console.log(usage);
  if (!values.out) throw new Error(`--out is required\n\n${usage}`);
  const out = path.resolve(process.cwd(), values.out);
  const started = Date.now();
  const format = await backup(loadConfig(), out, (message) => console.log(`[backup] ${message}`));
  console.log(`[backup] wrote ${out} (${format === 'pg_dump' ? 'pg_dump custom format' : 'built-in database files'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
