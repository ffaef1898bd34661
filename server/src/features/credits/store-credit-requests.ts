import type { Transaction } from 'kysely';
import type { AddCustomerBody, BalanceChangeBody, CreditCustomer } from '@console/contracts/credits.contract';
import type { ShopContext } from '../../app-context';
import type { Database } from '../../db/schema';
import type { StoreCredit } from '../../integrations/store-credit/store-credit.port';
import { writeAudit } from '../../platform/audit';
import { nowIso, type Db } from '../../platform/db';
import { ShopifyUnavailable, ShopifyUserErrors } from '../../integrations/shopify/shopify-errors';
import { badRequest, conflict, HttpError } from '../../platform/http-error';
import { breachError } from './credit-limits';
import { storeLimitCheck } from './store-credit-limits';
import type { Operator } from '../../platform/operators';
import { newAccount } from './credit-accounts';
import { accountById, accountsByIds, claimRequestKey, insertAccount, storeRequestResponse } from './credits.repository';
import { replayOf, requestHash, type IdempotentRequest } from './idempotency';
import { nameFromEmail } from './ledger';
import { customerAnswer, movesAnswer, unknownIdsText } from './store-credit-answers';
import { recordMoves, settleMoves, type PlannedMoves } from './store-credit.jobs';

/**
 * Claims the idempotency key and records the moves with their safety-net job in one transaction;
 * a replay answers what the first request stored. The store is called only after this commits.
 */
async function planOnce<T>(
  db: Db,
  request: IdempotentRequest,
  plan: (trx: Transaction<Database>, requestId: number | null) => Promise<PlannedMoves>,
): Promise<{ replay: T } | PlannedMoves> {
  const { key } = request;
  if (!key) return db.transaction().execute((trx) => plan(trx, null));
  const hash = requestHash(request.endpoint, request.body);
  return db.transaction().execute(async (trx) => {
    const claimed = await claimRequestKey(trx, request.shop, {
      operatorId: request.operator.id,
      key,
      endpoint: request.endpoint,
      hash,
      now: nowIso(),
    });
    if (claimed !== null) return plan(trx, claimed);
    return { replay: await replayOf<T>(trx, { ...request, key }, hash) };
  });
}

/** Settles the planned moves now and stores the request's answer once nothing waits for the store. */
async function settlePlanned(ctx: ShopContext, store: StoreCredit, planned: PlannedMoves, kind: 'credit' | 'adjustment', cents: number) {
  const outcomes = await settleMoves(ctx.db, ctx.shop.id, store, planned.moveIds);
  ctx.jobs.notify(planned.jobId);
  return movesAnswer(kind, cents, outcomes);
}

/**
 * The store's customer for a new account, and its balance there. A refusal is shown and changes
 * nothing; an outage opens the account without one (the opening credit's job finds it later).
 */
async function storeCustomerOf(
  store: StoreCredit,
  email: string,
  name: string,
): Promise<{ customerId: string | null; balance: { cents: number; seq: number } | null }> {
  try {
    const customerId = await store.customerFor(email, name);
    return { customerId, balance: await store.port.balance(customerId) };
  } catch (error) {
    if (error instanceof ShopifyUserErrors)
      throw new HttpError(422, `Error creating customer: the store refused: ${error.userErrors.map((e) => e.message).join(' ')}`);
    if (error instanceof ShopifyUnavailable) return { customerId: null, balance: null };
    throw error;
  }
}

/** Issue Credit and Adjust Balance on the connected store: each customer's move once per idempotency key. */
export async function changeStoreCreditBalances(
  ctx: ShopContext,
  store: StoreCredit,
  operator: Operator,
  body: BalanceChangeBody,
  direction: 'issue' | 'adjust',
  key: string | undefined,
) {
  const kind = direction === 'issue' ? ('credit' as const) : ('adjustment' as const);
  const planned = await planOnce<{ status: boolean; msg: string }>(
    ctx.db,
    { shop: ctx.shop.id, operator, endpoint: `credits.${direction}`, key, body },
    async (trx, requestId) => {
      const accounts = await accountsByIds(trx, ctx.shop.id, body.ids);
      const missing = body.ids.filter((id) => !accounts.some((a) => a.id === id));
      if (missing.length)
        throw badRequest(unknownIdsText(missing), {
          'body.ids': unknownIdsText(missing),
        });
      // The embedded ledger's limits hold here too, against the store's balances as last answered.
      const allowNegative = kind === 'adjustment' && body.allowNegative;
      const check = await storeLimitCheck(trx, ctx.shop.id, body.ids, { allowNegative, maxCents: ctx.config.creditMaxCents });
      for (const account of accounts) {
        const breach = check(account.id, { kind, cents: body.amount });
        if (breach) throw breachError(breach, account.email, ctx.config.creditMaxCents);
      }
      const plan = await recordMoves(
        trx,
        ctx.shop.id,
        operator.id,
        requestId,
        accounts.map((a) => ({ accountId: a.id, kind, cents: body.amount, reference: body.reference })),
      );
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId: operator.id,
        action: direction === 'issue' ? 'credits.issue' : 'credits.adjust',
        target: `credit-accounts:${body.ids.join(',')}`,
        before: { balances: Object.fromEntries(accounts.map((a) => [a.id, Number(a.balance_cents)])) },
        after: {
          amountCents: kind === 'credit' ? body.amount : -body.amount,
          reference: body.reference,
          allowNegative: body.allowNegative,
          storeMoves: plan.moveIds,
        },
      });
      return plan;
    },
  );
  if ('replay' in planned) return planned.replay;
  return settlePlanned(ctx, store, planned, kind, body.amount);
}

/**
 * 'Add New Customer' on the connected store: the store's customer is found or made first (a refusal
 * changes nothing here), the account opens with the store's balance, and the opening credit is a move.
 */
export async function addStoreCreditCustomer(
  ctx: ShopContext,
  store: StoreCredit,
  operator: Operator,
  body: AddCustomerBody,
  key: string | undefined,
): Promise<{ status: boolean; msg: string; customer: CreditCustomer }> {
  const name = body.name?.trim() || nameFromEmail(body.email);
  const { customerId, balance } = await storeCustomerOf(store, body.email, name);
  const planned = await planOnce<{ status: boolean; msg: string; customer: CreditCustomer }>(
    ctx.db,
    { shop: ctx.shop.id, operator, endpoint: 'credits.customer', key, body },
    async (trx, requestId) => {
      const now = nowIso();
      const account = await insertAccount(trx, ctx.shop.id, {
        ...newAccount(body.email, name, now),
        balance_cents: balance?.cents ?? 0,
        store_balance_seq: balance?.seq ?? null,
        store_customer_id: customerId,
      });
      if (!account) throw conflict(`A customer with the email ${body.email} already exists.`);
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId: operator.id,
        action: 'credits.customer.create',
        target: `credit-account:${account.id}`,
        after: { email: body.email, name, amountCents: body.amount, reference: body.reference, storeCustomerId: customerId },
      });
      if (body.amount <= 0) return { requestId, moveIds: [], jobId: 0, accountId: account.id };
      // The store may already hold credit for this customer: the opening credit must not pass the cap.
      if ((balance?.cents ?? 0) + body.amount > ctx.config.creditMaxCents)
        throw breachError('above', body.email, ctx.config.creditMaxCents);
      return {
        ...(await recordMoves(trx, ctx.shop.id, operator.id, requestId, [
          { accountId: account.id, kind: 'credit', cents: body.amount, reference: body.reference },
        ])),
        accountId: account.id,
      };
    },
  );
  if ('replay' in planned) return planned.replay;
  const answer = planned.moveIds.length ? await settlePlanned(ctx, store, planned, 'credit', body.amount) : { status: true, msg: '' };
  const account = await accountById(ctx.db, ctx.shop.id, planned.accountId ?? 0);
  const result = customerAnswer(account, answer);
  if (planned.requestId !== null && !planned.moveIds.length) await storeRequestResponse(ctx.db, ctx.shop.id, planned.requestId, result);
  return result;
}
