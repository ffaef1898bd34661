import { z } from 'zod';
import { isEmail } from '@console/contracts/common/email';
import { centsToDollars, formatDollars } from '@console/contracts/common/money';
import { importRowChange, readImportRow } from '@console/contracts/credits-import';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { importRows, type RowParse } from '../../platform/import-rows';
import { defineJob, type RowOutcome } from '../../platform/jobs';
import { accountsByEmails, insertAccount, operatorById, type CreditAccount } from './credits.repository';
import { newAccount } from './credit-accounts';
import { postEntry, type EntryAuthor } from './ledger';
import { recordMoves } from './store-credit.jobs';
import { breachRowMessage, maxText } from './credit-limits';
import { storeLimitCheck } from './store-credit-limits';

const BATCH_SIZE = 500;

/** One import row that passed its own checks: which way its amount goes, in cents. */
export interface CreditImportValue {
  email: string;
  kind: 'credit' | 'adjustment';
  cents: number;
  reference: string;
}

export function parseCreditImportRow(raw: Record<string, unknown>): RowParse<CreditImportValue> {
  const input = readImportRow(raw);
  const change = importRowChange(input);
  if (!isEmail(input.email)) return { ok: false, message: 'Email is not valid.' };
  if (change.cents <= 0 || !input.reference) return { ok: false, message: 'Amount or reference is not valid.' };
  return { ok: true, value: { email: input.email.toLowerCase(), kind: change.kind, cents: change.cents, reference: input.reference } };
}

/**
 * Credits or adjusts each customer by e-mail, opening the account when there is none. A row that
 * would take a balance below zero (unless allowed) writes nothing and never stops the others.
 */
export async function applyCreditImport(
  trx: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<{ row: number; value: CreditImportValue }>,
  options: { operator: EntryAuthor | null; allowNegative: boolean; maxCents: number },
): Promise<RowOutcome[]> {
  const max = maxText(options.maxCents);
  const accounts = await accountsByEmails(
    trx,
    shop,
    rows.map((r) => r.value.email),
  );
  const outcomes: RowOutcome[] = [];
  for (const { row, value } of rows) {
    if (value.cents > options.maxCents) {
      outcomes.push({ row, status: 'failed', message: `The amount may be at most ${max}.` });
      continue;
    }
    const now = nowIso();
    let account: CreditAccount | null | undefined = accounts.get(value.email);
    if (!account) {
      account = await insertAccount(trx, shop, newAccount(value.email, undefined, now));
      if (!account) throw new Error(`Account ${value.email} appeared during the import`);
      accounts.set(value.email, account);
    }
    const cents = value.kind === 'credit' ? value.cents : -value.cents;
    const posted = await postEntry(
      trx,
      shop,
      { accountId: account.id, kind: value.kind, cents, reference: value.reference },
      { ...options, requestId: null, now },
    );
    if (!posted) {
      outcomes.push({
        row,
        status: 'failed',
        message: breachRowMessage(value.kind === 'credit' ? 'above' : options.allowNegative ? 'below-max' : 'below-zero', options.maxCents),
      });
      continue;
    }
    const verb = value.kind === 'credit' ? 'Credited ' : 'Adjusted by -';
    outcomes.push({
      row,
      status: 'done',
      message: `${verb}${formatDollars(centsToDollars(value.cents))}; balance ${formatDollars(centsToDollars(posted.balanceAfter))}.`,
    });
  }
  return outcomes;
}

/**
 * The same rows on a connected store: each row becomes a move brought to the store by its own job
 * (exactly once, retried while the store does not answer); the balances are the store's.
 */
export async function recordCreditImportMoves(
  trx: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<{ row: number; value: CreditImportValue }>,
  options: { operatorId: number | null; allowNegative: boolean; maxCents: number },
): Promise<RowOutcome[]> {
  const accounts = await accountsByEmails(
    trx,
    shop,
    rows.map((r) => r.value.email),
  );
  const within = rows.filter((r) => r.value.cents <= options.maxCents);
  for (const { value } of within) {
    if (accounts.has(value.email)) continue;
    const account = await insertAccount(trx, shop, newAccount(value.email, undefined, nowIso()));
    if (!account) throw new Error(`Account ${value.email} appeared during the import`);
    accounts.set(value.email, account);
  }
  // The same limits as on the embedded ledger, rows of one account counted one after the other.
  const check = await storeLimitCheck(
    trx,
    shop,
    [...accounts.values()].map((a) => a.id),
    options,
  );
  const outcomes: RowOutcome[] = [];
  const moves: Array<{ accountId: number; kind: 'credit' | 'adjustment'; cents: number; reference: string }> = [];
  for (const { row, value } of rows) {
    const account = accounts.get(value.email);
    if (value.cents > options.maxCents || !account) {
      outcomes.push({ row, status: 'failed', message: `The amount may be at most ${maxText(options.maxCents)}.` });
      continue;
    }
    const breach = check(account.id, value);
    if (breach) {
      outcomes.push({ row, status: 'failed', message: breachRowMessage(breach, options.maxCents) });
      continue;
    }
    moves.push({ accountId: account.id, kind: value.kind, cents: value.cents, reference: value.reference });
    const verb = value.kind === 'credit' ? 'Credit of ' : 'Adjustment of -';
    outcomes.push({ row, status: 'done', message: `${verb}${formatDollars(centsToDollars(value.cents))} sent to the store.` });
  }
  if (moves.length) await recordMoves(trx, shop, options.operatorId, null, moves, 'now');
  return outcomes;
}

export const creditImportJob = defineJob({
  type: 'credits.import',
  title: 'Credits import',
  payload: z.object({ rows: z.array(z.record(z.string(), z.unknown())), allowNegative: z.boolean() }),
  flag: 'showCredits',
  maxAttempts: 3,
  async handler(ctx) {
    const operator = ctx.job.operatorId === null ? null : ((await operatorById(ctx.db, ctx.job.operatorId)) ?? null);
    await importRows(ctx, ctx.payload.rows, {
      batchSize: BATCH_SIZE,
      parse: parseCreditImportRow,
      apply: (trx, good) =>
        ctx.app.storeCredit
          ? recordCreditImportMoves(trx, ctx.app.shop.id, good, {
              operatorId: operator?.id ?? null,
              allowNegative: ctx.payload.allowNegative,
              maxCents: ctx.app.config.creditMaxCents,
            })
          : applyCreditImport(trx, ctx.app.shop.id, good, {
              operator,
              allowNegative: ctx.payload.allowNegative,
              maxCents: ctx.app.config.creditMaxCents,
            }),
    });
  },
});
