import { sql, type Expression, type SqlBool } from 'kysely';
import { FLAGS, isFlag, type Flag } from '@console/contracts/common/flags';

/**
 * The flags a job or a stored file needs, ALL of them (a job that spans programmes needs the flag
 * of each). Stored as text: the flags sorted, comma-separated, each once. An empty set is no one's:
 * every job and file must name at least one flag, so nothing is visible to every operator by default.
 */
export function flagSetText(flags: readonly Flag[]): string {
  if (flags.length === 0) throw new Error('A job or file must name at least one flag');
  return [...new Set(flags)].sort().join(',');
}

/** The flags of a stored set; text that is not a flag is kept (and then held by no operator). */
export function flagSetOf(text: string | null): string[] {
  return text ? text.split(',') : [];
}

/** The known flags of a stored set, for records made from it (a job's error file, a report's e-mail). */
export function knownFlagsOf(text: string | null): Flag[] {
  return flagSetOf(text).filter(isFlag);
}

/** True when the operator holds every flag of the set; an empty set is held by no one. */
export function holdsFlagSet(held: readonly string[], text: string | null): boolean {
  const needed = flagSetOf(text);
  return needed.length > 0 && needed.every((flag) => held.includes(flag));
}

/**
 * SQL for holdsFlagSet on a column: removes each held flag from `,a,b,` and asks that nothing is
 * left, so a flag the operator lacks (or an unknown one) keeps the row out. The same on SQLite and
 * PostgreSQL, and linear in the number of flags (at most the 25 of FLAGS).
 */
export function flagSetHeld(column: string, held: readonly string[]): Expression<SqlBool> {
  let rest = sql<string>`(',' || ${sql.ref(column)} || ',')`;
  for (const flag of FLAGS) if (held.includes(flag)) rest = sql<string>`replace(${rest}, ${`,${flag},`}, ',')`;
  return sql<SqlBool>`(${sql.ref(column)} <> '' and ${rest} = ',')`;
}
