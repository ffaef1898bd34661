import type { RowOutcome } from '@console/contracts/jobs.contract';

/** How an import's rows ended, counted by what was done: 'Created.', 'Updated.', 'Invited.' … and failed. */
export interface UploadCounts {
  /** Done rows by their outcome word, in first-seen order: [['created', 8], ['updated', 2]]. */
  done: Array<[string, number]>;
  failed: number;
}

/** The outcome word of a done row: 'Created.' -> 'created'; a longer message counts as 'done'. */
function doneWord(message: string): string {
  const word = /^([A-Z][a-z]+)\.$/.exec(message.trim())?.[1];
  return word ? word.toLowerCase() : 'done';
}

export function uploadCounts(outcomes: readonly RowOutcome[]): UploadCounts {
  const done = new Map<string, number>();
  let failed = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'failed') failed += 1;
    else done.set(doneWord(outcome.message), (done.get(doneWord(outcome.message)) ?? 0) + 1);
  }
  return { done: [...done], failed };
}

/** What an ended import did, e.g. '8 created, 2 updated, 1 failed' ('No rows' for an empty one). */
export function uploadCountsText(counts: UploadCounts): string {
  const parts = [...counts.done.map(([word, n]) => `${n} ${word}`), ...(counts.failed > 0 ? [`${counts.failed} failed`] : [])];
  return parts.length ? parts.join(', ') : 'No rows';
}
