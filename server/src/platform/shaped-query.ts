import { CompiledQuery, type Compilable } from 'kysely';
import { dbKind } from '../db/dialect';
import { preparedOnPostgres, readPrepared, type DbOrTrx } from './db';

/** SQL text by database kind and shape. Shapes are few (a list's filters present or not), so it stays small. */
const texts = new Map<string, string>();

function sameParameters(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/**
 * Runs a query whose SQL text depends only on `shape` (which filters are present, the order): Kysely
 * builds and compiles it once per shape and database kind, later calls send that text with their
 * `parameters`. Building and compiling anew cost a list page about a sixth of its CPU.
 * `shape` must name every choice that changes the text and `parameters` must be the values in the
 * order the compiled query binds them; the first build of each shape checks the latter and throws
 * on a difference, so a wrong order fails at once instead of answering other rows.
 */
export async function runShaped<R>(db: DbOrTrx, shape: string, parameters: readonly unknown[], build: () => Compilable<R>): Promise<R[]> {
  const key = `${dbKind(db)}:${shape}`;
  let text = texts.get(key);
  if (text === undefined) {
    const compiled = build().compile();
    if (!sameParameters(compiled.parameters, parameters)) {
      throw new Error(
        `Query shape ${shape}: parameters ${JSON.stringify(parameters)} are not those the query binds (${JSON.stringify(compiled.parameters)})`,
      );
    }
    text = compiled.sql;
    texts.set(key, text);
    if (dbKind(db) === 'postgres') preparedOnPostgres(text);
  }
  const direct = readPrepared(db, text, parameters);
  if (direct !== null) return direct as Promise<R[]>;
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]));
  return result.rows;
}
