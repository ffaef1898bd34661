import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import type { DbKind } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import type { Config } from '../platform/config';
import { createDb, type Db } from '../platform/db';
import { QUERY_CASES, type QueryCase } from './query-cases';

/**
 * Reviewable edges, as Immich's server/src/queries: the SQL of the hand-written list and
 * search queries (query-cases.ts), per feature and dialect, in server/queries/<feature>.<dialect>.sql.
 * `npm run queries` writes them; a test regenerates the current dialect's and fails on any drift.
 */
export const QUERIES_DIR = fileURLToPath(new URL('../../queries/', import.meta.url));

/** File name (`customers.sqlite.sql`) to its text. */
export type QueryFiles = Record<string, string>;

/** The query files of one dialect: those in QUERIES_DIR now, for the drift check. */
export function committedQueryFiles(kind: DbKind): QueryFiles {
  if (!fs.existsSync(QUERIES_DIR)) return {};
  const names = fs.readdirSync(QUERIES_DIR).filter((name) => name.endsWith(`.${kind}.sql`));
  return Object.fromEntries(names.sort().map((name) => [name, fs.readFileSync(path.join(QUERIES_DIR, name), 'utf8')]));
}

/**
 * A migrated database whose every query's SQL text goes to `log`. PostgreSQL gets one connection, so
 * queries a function runs side by side (a page and its count) are logged in the order it starts them.
 */
async function openLogged(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: (event: LogEvent) => void): Promise<Db> {
  const db = config.databaseUrl
    ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 1 }) }), log })
    : createDb(config, log);
  await migrateToLatest(db as never);
  return db;
}

/** A raw `sql` template's lines lose the indentation of the code around it and their trailing blanks. */
function tidy(text: string): string {
  const [first = '', ...rest] = text
    .trim()
    .split('\n')
    .map((line) => line.trimEnd());
  const indent = Math.min(...rest.filter((line) => line).map((line) => line.length - line.trimStart().length));
  return [first, ...rest.map((line) => line.slice(Number.isFinite(indent) ? indent : 0))].join('\n');
}

async function statementsOf(db: Db, sink: { lines: string[] | null }, queryCase: QueryCase): Promise<string[]> {
  const lines: string[] = [];
  sink.lines = lines;
  try {
    await queryCase.run(db);
  } finally {
    sink.lines = null;
  }
  if (lines.length === 0) throw new Error(`${queryCase.fn} (${queryCase.label}) ran no query: give it arguments that reach the database`);
  return lines;
}

/** Runs every case on a fresh database (`config`) and returns the files of its dialect. */
export async function buildQueryFiles(kind: DbKind, config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<QueryFiles> {
  const sink: { lines: string[] | null } = { lines: null };
  const db = await openLogged(config, (event) => sink.lines?.push(tidy(event.query.sql)));
  const byFeature = new Map<string, string[]>();
  try {
    for (const queryCase of QUERY_CASES) {
      const statements = await statementsOf(db, sink, queryCase);
      const out = byFeature.get(queryCase.feature) ?? [];
      statements.forEach((statement, i) => {
        const part = statements.length > 1 ? ` [${i + 1}/${statements.length}]` : '';
        out.push(`-- ${queryCase.fn}: ${queryCase.label}${part}\n${statement};\n`);
      });
      byFeature.set(queryCase.feature, out);
    }
  } finally {
    await db.destroy();
  }
  const files: QueryFiles = {};
  for (const feature of [...byFeature.keys()].sort()) {
    const head = [
      `-- ${kind} SQL of the ${feature} list and search queries, parameters as placeholders.`,
      '-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.\n',
    ].join('\n');
    files[`${feature}.${kind}.sql`] = [head, ...byFeature.get(feature)!].join('\n');
  }
  return files;
}
