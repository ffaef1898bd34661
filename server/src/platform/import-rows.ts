import type { DbOrTrx } from './db';
import type { JobContext, RowOutcome } from './jobs';
import { rowEmail } from './sheet-rows';

export type RowParse<V> = { ok: true; value: V } | { ok: false; message: string };

export interface ImportRowsOptions<T, V> {
  batchSize: number;
  /** Checks one row on its own; a failure becomes that row's outcome and the rest go on. */
  parse(item: T): RowParse<V>;
  /** Applies the rows that parsed, in the batch's transaction; one outcome per row given. */
  apply(trx: DbOrTrx, rows: ReadonlyArray<{ row: number; value: V }>): Promise<RowOutcome[]>;
}

/**
 * The import loop every upload shares: parse each row, apply the good ones in batches, keep every
 * row's outcome (in row order) with its batch, so a bad row never loses the good ones and a
 * restarted job resumes after its last committed batch. Each outcome carries its row's e-mail when
 * the row has one, so results can say whose row failed.
 */
export async function importRows<T, V>(
  ctx: Pick<JobContext<unknown>, 'forEachBatch'>,
  items: readonly T[],
  options: ImportRowsOptions<T, V>,
): Promise<void> {
  await ctx.forEachBatch(items, options.batchSize, async (trx, batch) => {
    const outcomes: RowOutcome[] = [];
    const good: Array<{ row: number; value: V }> = [];
    for (const { row, item } of batch) {
      const parsed = options.parse(item);
      if (parsed.ok) good.push({ row, value: parsed.value });
      else outcomes.push({ row, status: 'failed', message: parsed.message });
    }
    if (good.length) outcomes.push(...(await options.apply(trx, good)));
    const emails = new Map(batch.map(({ row, item }) => [row, rowEmail(item)]));
    return outcomes
      .map((outcome) => {
        const email = outcome.email ?? emails.get(outcome.row);
        return email ? { ...outcome, email } : outcome;
      })
      .sort((a, b) => a.row - b.row);
  });
}
