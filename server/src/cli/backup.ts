import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SQLite } from '../platform/sqlite-driver';
import { ConfigError, loadConfig } from '../platform/config';

/**
 * `npm run backup [-- --out FILE]`: an online copy of the embedded SQLite database with VACUUM INTO
 * (consistent while the console runs, compacted, one file), checked before it is reported. On
 * PostgreSQL it says to use pg_dump, which does the same job there better than we could.
 */
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

function main(): number {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=console.dump "$DATABASE_URL" (restore with pg_restore).',
    );
    return 1;
  }
  const source = path.join(config.dataDir, 'console.sqlite');
  if (!fs.existsSync(source)) {
    console.error(`No database at ${source}: nothing to back up.`);
    return 1;
  }
  const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `console-${stamp(new Date())}.sqlite`));
  if (fs.existsSync(out)) {
    console.error(`${out} already exists: choose another --out.`);
    return 1;
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(out);
  } finally {
    db.close();
  }
  const copy = new SQLite(out, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') {
      console.error(`The backup at ${out} failed its integrity check: ${String(check)}`);
      return 1;
    }
  } finally {
    copy.close();
  }
  console.log(`Backup written: ${out} (${fs.statSync(out).size} bytes)`);
  return 0;
}

try {
  process.exitCode = main();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
