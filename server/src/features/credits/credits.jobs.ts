import { isEmail } from '@console/contracts/common/email';
import { centsToDollars, formatDollars } from '@console/contracts/common/money';
import { importRowChange, readImportRow } from '@console/contracts/credits-import';
import type { AppContext } from '../../app-context';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { enqueueJob, type JobHandler, type RowOutcome } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { accountsByEmails, insertAccount, operatorById, type CreditAccount } from './credits.repository';
import { newAccount } from './credit-accounts';
import { postEntry } from './ledger';

export const CREDIT_IMPORT_JOB = 'credits.import';
const BATCH_SIZE = 500;

export interface CreditImportPayload {
  rows: Array<Record<string, unknown>>;
  allowNegative: boolean;
}

export function enqueueCreditImport(trx: DbOrTrx, operator: Operator, payload: CreditImportPayload): Promise<number> {
  return enqueueJob(trx, { type: CREDIT_IMPORT_JOB, payload, operatorId: operator.id, flag: 'showCredits', maxAttempts: 3 });
}

/**
 * Applies one batch of import rows: each row credits or adjusts the customer with its e-mail,
 * opening the account when there is none. A row that fails (bad e-mail, balance below zero)
 * writes nothing and never stops the others.
 */
export async function applyCreditImportRows(
  trx: DbOrTrx,
  batch: ReadonlyArray<{ row: number; item: Record<string, unknown> }>,
  options: { operator: Pick<Operator, 'id' | 'email'> | null; allowNegative: boolean },
): Promise<RowOutcome[]> {
  const rows = batch.map(({ row, item }) => ({ row, input: readImportRow(item) }));
  const accounts = await accountsByEmails(trx, rows.map((r) => r.input.email.toLowerCase()));
  const outcomes: RowOutcome[] = [];
  for (const { row, input } of rows) {
    const email = input.email.toLowerCase();
    const change = importRowChange(input);
    if (!isEmail(email)) {
      outcomes.push({ row, status: 'failed', message: 'Email is not valid.' });
      continue;
    }
    if (change.cents <= 0 || !input.reference) {
      outcomes.push({ row, status: 'failed', message: 'Amount or reference is not valid.' });
      continue;
    }
    const now = nowIso();
    let account: CreditAccount | null | undefined = accounts.get(email);
    if (!account) {
      account = await insertAccount(trx, newAccount(email, undefined, now));
      if (!account) throw new Error(`Account ${email} appeared during the import`);
      accounts.set(email, account);
    }
    const cents = change.kind === 'credit' ? change.cents : -change.cents;
    const posted = await postEntry(trx, { accountId: account.id, kind: change.kind, cents, reference: input.reference }, { ...options, requestId: null, now });
    if (!posted) {
      outcomes.push({ row, status: 'failed', message: 'The adjustment would take the balance below zero.' });
      continue;
    }
    const verb = change.kind === 'credit' ? 'Credited ' : 'Adjusted by -';
    outcomes.push({ row, status: 'done', message: `${verb}${formatDollars(centsToDollars(change.cents))}; balance ${formatDollars(centsToDollars(posted.balanceAfter))}.` });
  }
  return outcomes;
}

export function creditJobHandlers(ctx: AppContext): Array<[string, JobHandler]> {
  const importRows: JobHandler = async ({ db, job, forEachBatch }) => {
    const payload = job.payload as CreditImportPayload;
    const operator = job.operatorId === null ? null : await operatorById(db, job.operatorId);
    await forEachBatch(payload.rows, BATCH_SIZE, (trx, batch) => applyCreditImportRows(trx, batch, { operator: operator ?? null, allowNegative: payload.allowNegative }));
    ctx.log.info({ jobId: job.id, rows: payload.rows.length }, 'credit import finished');
  };
  return [[CREDIT_IMPORT_JOB, importRows]];
}
