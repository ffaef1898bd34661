import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { SQLite } from '../platform/sqlite-driver';

/**
 * Child process of the as-shipped bench: the outside load test's reference, a bare Fastify route
 * (nothing registered, no hooks, no logger) that runs the page's SQL text with the page's parameters
 * through the driver alone (a prepared statement, the driver's own row objects) and answers the rows
 * as plain JSON. Argument: a `BareSqlQuery` as JSON. Answers `{ url }` once listening.
 */
export interface BareSqlQuery {
  /** The SQLite file, or null on PostgreSQL. */
  sqliteFile: string | null;
  databaseUrl: string | null;
  /** Run in order; the route answers the first one's rows (the page's). The bench passes the page's rows query alone. */
  queries: Array<{ sql: string; parameters: unknown[] }>;
}

const query = JSON.parse(process.argv[2] ?? '{}') as BareSqlQuery;
let run: Array<() => Promise<unknown[]>>;
let closeDb: () => Promise<void>;
if (query.sqliteFile) {
  const sqlite = new SQLite(query.sqliteFile, { readonly: true });
  run = query.queries.map(({ sql, parameters }) => {
    const stmt = sqlite.prepare(sql);
    return async () => stmt.all(...parameters);
  });
  closeDb = async () => {
    sqlite.close();
  };
} else {
  const pool = new pg.Pool({ connectionString: query.databaseUrl ?? '', max: 10 });
  // A named statement is prepared once per connection, as a driver-level prepared statement would be.
  run = query.queries.map(
    ({ sql, parameters }, n) =>
      async () =>
        (await pool.query({ name: `bare-page-${n}`, text: sql, values: parameters })).rows,
  );
  closeDb = () => pool.end();
}

async function rows(): Promise<unknown[]> {
  const [first, ...rest] = run;
  const answer = first ? await first() : [];
  for (const next of rest) await next();
  return answer;
}

const app = Fastify({ logger: false });
app.post('/bare-page', rows);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });

let closing = false;
function stop(): void {
  if (closing) return;
  closing = true;
  Promise.all([app.close(), closeDb()]).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('message', stop);
process.on('disconnect', stop);
