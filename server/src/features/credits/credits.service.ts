import { countText } from '@console/contracts/common/numbers';
import type { Transaction } from 'kysely';
import type { AddCustomerBody, BalanceChangeBody, CustomersQuery, ImportBody } from '@console/contracts/credits.contract';
import { importFileProblem } from '@console/contracts/credits-import';
import { centsToDollars, formatDollars } from '@console/contracts/common/money';
import type { ShopContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { badRequest, conflict } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import type { ShopId } from '../../platform/shop-id';
import { customersPage, pageAnswer } from './credit-lists.repository';
import { accountsByIds, insertAccount, reconciliationChunk, type Reconciliation } from './credits.repository';
import { newAccount, toCreditCustomer } from './credit-accounts';
import { creditImportJob } from './credits.jobs';
import { enqueue } from '../../platform/jobs';
import { runOnce } from './idempotency';
import { postEntry, type Posted } from './ledger';
import { addStoreCreditCustomer, changeStoreCreditBalances } from './store-credit-requests';
import { balanceChangedText, unknownIdsText } from './store-credit-answers';
import { breachError, maxText } from './credit-limits';

export async function listCreditCustomers(ctx: ShopContext, query: CustomersQuery) {
  const page = await customersPage(ctx.db, ctx.shop.id, query);
  return { ...pageAnswer(page.total, query, 'customer'), list: page.rows.map(toCreditCustomer) };
}

/** One call moves at most CREDIT_MAX_CENTS: 400 naming the amount otherwise. */
function requireAmountWithinMax(ctx: ShopContext, cents: number): void {
  if (cents <= ctx.config.creditMaxCents) return;
  const message = `The amount may be at most ${maxText(ctx.config.creditMaxCents)}.`;
  throw badRequest(message, { 'body.amount': message });
}

/** 'Add New Customer': opens the account and posts its opening credit, once per idempotency key. */
export async function addCreditCustomer(ctx: ShopContext, operator: Operator, body: AddCustomerBody, key: string | undefined) {
  requireAmountWithinMax(ctx, body.amount);
  if (ctx.storeCredit) return addStoreCreditCustomer(ctx, ctx.storeCredit, operator, body, key);
  const { result } = await runOnce(
    ctx.db,
    { shop: ctx.shop.id, operator, endpoint: 'credits.customer', key, body },
    async (trx, requestId) => {
      const now = nowIso();
      const account = await insertAccount(trx, ctx.shop.id, newAccount(body.email, body.name, now));
      if (!account) throw conflict(`A customer with the email ${body.email} already exists.`);
      let balance = 0;
      if (body.amount > 0) {
        const posted = await postEntry(
          trx,
          ctx.shop.id,
          { accountId: account.id, kind: 'credit', cents: body.amount, reference: body.reference },
          { operator, allowNegative: false, maxCents: ctx.config.creditMaxCents, requestId, now },
        );
        balance = posted?.balanceAfter ?? 0;
      }
      const customer = toCreditCustomer({ ...account, balance_cents: balance });
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId: operator.id,
        action: 'credits.customer.create',
        target: `credit-account:${account.id}`,
        after: { email: account.email, name: account.name, amountCents: body.amount, reference: body.reference },
      });
      return { status: true, msg: `Customer ${account.email} created.`, customer };
    },
  );
  return result;
}

type Direction = 'issue' | 'adjust';

async function changeBalances(
  ctx: ShopContext,
  trx: Transaction<Database>,
  operator: Operator,
  body: BalanceChangeBody,
  direction: Direction,
  requestId: number | null,
) {
  const accounts = await accountsByIds(trx, ctx.shop.id, body.ids);
  const missing = body.ids.filter((id) => !accounts.some((a) => a.id === id));
  if (missing.length) throw badRequest(unknownIdsText(missing), { 'body.ids': unknownIdsText(missing) });
  const now = nowIso();
  const allowNegative = direction === 'adjust' && body.allowNegative;
  const posted: Posted[] = [];
  // Accounts in id order, so concurrent multi-customer changes lock rows in the same order.
  for (const account of accounts) {
    const entry =
      direction === 'issue' ? { kind: 'credit' as const, cents: body.amount } : { kind: 'adjustment' as const, cents: -body.amount };
    const done = await postEntry(
      trx,
      ctx.shop.id,
      { accountId: account.id, reference: body.reference, ...entry },
      { operator, allowNegative, maxCents: ctx.config.creditMaxCents, requestId, now },
    );
    if (!done)
      throw breachError(
        direction === 'issue' ? 'above' : allowNegative ? 'below-max' : 'below-zero',
        account.email,
        ctx.config.creditMaxCents,
      );
    posted.push(done);
  }
  await writeAudit(trx, {
    shop: ctx.shop.id,
    operatorId: operator.id,
    action: direction === 'issue' ? 'credits.issue' : 'credits.adjust',
    target: `credit-accounts:${body.ids.join(',')}`,
    before: { balances: Object.fromEntries(accounts.map((a) => [a.id, Number(a.balance_cents)])) },
    after: {
      amountCents: direction === 'issue' ? body.amount : -body.amount,
      reference: body.reference,
      allowNegative,
      balances: Object.fromEntries(posted.map((p) => [p.accountId, p.balanceAfter])),
      transactions: posted.map((p) => p.id),
    },
  });
  return posted;
}

/** Issue Credit and Adjust Balance: all selected customers or none, once per idempotency key. */
export async function changeCreditBalances(
  ctx: ShopContext,
  operator: Operator,
  body: BalanceChangeBody,
  direction: Direction,
  key: string | undefined,
) {
  requireAmountWithinMax(ctx, body.amount);
  if (ctx.storeCredit) return changeStoreCreditBalances(ctx, ctx.storeCredit, operator, body, direction, key);
  const { result } = await runOnce(
    ctx.db,
    { shop: ctx.shop.id, operator, endpoint: `credits.${direction}`, key, body },
    async (trx, requestId) => {
      const posted = await changeBalances(ctx, trx, operator, body, direction, requestId);
      const amount = formatDollars(centsToDollars(body.amount));
      const msg = balanceChangedText(direction === 'issue' ? 'credit' : 'adjustment', amount, posted.length);
      return { status: true, msg };
    },
  );
  return result;
}

/** Import: refuses the files docs/functions/codes-credits-knot-giveaways.md §5 refuses, then stores the rows and their job at once. */
export async function importCreditCustomers(ctx: ShopContext, operator: Operator, body: ImportBody, key: string | undefined) {
  const problem = importFileProblem(body.list);
  if (problem) throw badRequest(problem, { 'body.list': problem });
  const { result, replayed } = await runOnce(
    ctx.db,
    { shop: ctx.shop.id, operator, endpoint: 'credits.import', key, body },
    async (trx) => {
      const jobId = await enqueue(
        trx,
        creditImportJob,
        { rows: body.list, allowNegative: body.allowNegative },
        { shop: ctx.shop.id, operatorId: operator.id },
      );
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId: operator.id,
        action: 'credits.import',
        target: `job:${jobId}`,
        after: { rows: body.list.length, allowNegative: body.allowNegative },
      });
      const rows = countText(body.list.length, 'row');
      return { status: true, msg: `Import of ${rows} started. Its outcome shows here when it ends.`, jobId };
    },
  );
  if (!replayed) ctx.jobs.notify(result.jobId);
  return result;
}

/**
 * Every customer's store-credit movement over a period (the Knot report), read in chunks so a
 * report never holds the whole ledger; the last row is the total over all customers.
 */
export async function* creditReconciliation(
  db: DbOrTrx,
  shop: ShopId,
  period: { from: string; to: string },
  chunk = 500,
): AsyncGenerator<Reconciliation & { total: boolean }> {
  const total: Reconciliation = {
    id: 0,
    name: 'All customers',
    email: '',
    opening: 0,
    credits: 0,
    refunds: 0,
    adjustments: 0,
    discountCodes: 0,
    orders: 0,
    closing: 0,
  };
  for (let after = 0; ;) {
    const rows = await reconciliationChunk(db, shop, period.from, period.to, after, chunk);
    for (const row of rows) {
      for (const key of ['opening', 'credits', 'refunds', 'adjustments', 'discountCodes', 'orders', 'closing'] as const)
        total[key] += row[key];
      yield { ...row, total: false };
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < chunk) break;
    after = last.id;
  }
  yield { ...total, total: true };
}
