import { connection, parseSearch, type ConnectionArgs } from './stand-in-connection';
import type { StandInContext, StandInModule, StandInResolver } from './stand-in-module';
import type { StandInRecord } from './stand-in-state';

/**
 * Store credit of the stand-in: `storeCreditAccountCredit` / `Debit` on a customer or an
 * account (the first credit opens the customer's account in that currency, as Shopify does), the
 * account's `transactions` (search `type:` and `id:>N`, `reverse`), and refusals the real store
 * gives (insufficient funds; any move while `ctx.refuse` names the mutation). Accounts are records
 * of type StoreCreditAccount whose `_ownerId` is the customer (the customers module lists them).
 * The shop moves credit itself too (`shopMovesCredit`, `expireCredit`): credit given in the admin,
 * an order paid with it, a refund to it, an expiry, each with the event and origin Shopify gives.
 * Debits spend the soonest-expiring credit first; an expiry takes what remains of its credit.
 */
interface AccountRecord extends StandInRecord {
  _ownerId: string;
  balance: { amount: string; currencyCode: string };
}

interface MoneyInput {
  amount: string;
  currencyCode: string;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

function money(value: number, currencyCode: string) {
  return { amount: String(value / 100), currencyCode };
}

function accountFor(ctx: StandInContext, id: string, currencyCode: string, open: boolean): AccountRecord | null {
  const record = ctx.state.get(id);
  if (record?.__typename === 'StoreCreditAccount') return record as AccountRecord;
  if (record?.__typename !== 'Customer') return null;
  const found = (ctx.state.all('StoreCreditAccount') as AccountRecord[]).find(
    (a) => a._ownerId === id && a.balance.currencyCode === currencyCode,
  );
  if (found || !open) return found ?? null;
  return ctx.state.create('StoreCreditAccount', { _ownerId: id, balance: money(0, currencyCode) }) as AccountRecord;
}

/** What made a transaction: the event Shopify names and, for an order's, its OrderTransaction. */
interface Cause {
  event: string;
  orderName?: string;
}

function originOf(ctx: StandInContext, cause: Cause) {
  if (!cause.orderName) return null;
  const order = ctx.state.all('Order').find((o) => o.name === cause.orderName) ?? {
    __typename: 'Order',
    id: ctx.state.newId('Order'),
    name: cause.orderName,
  };
  return { __typename: 'OrderTransaction', id: ctx.state.newId('OrderTransaction'), order };
}

/** Credits with something left, soonest expiring first: what a debit spends (as Shopify does). */
function spendable(ctx: StandInContext, accountId: string): StandInRecord[] {
  const at = (t: StandInRecord) => (t.expiresAt ? Date.parse(String(t.expiresAt)) : Number.POSITIVE_INFINITY);
  return ctx.state
    .all(TRANSACTION_TYPES[0] as string)
    .filter((t) => t._accountId === accountId && !t._expired && cents((t.remainingAmount as MoneyInput).amount) > 0)
    .sort((a, b) => at(a) - at(b) || numeric(a.id) - numeric(b.id));
}

/** Moves the account's balance as the store does and records the transaction; null when its funds do not cover a debit. */
function applyMove(
  ctx: StandInContext,
  account: AccountRecord,
  direction: 'credit' | 'debit',
  amount: number,
  cause: Cause,
  expiresAt: string | null = null,
): StandInRecord | null {
  const currencyCode = account.balance.currencyCode;
  const balance = cents(account.balance.amount);
  if (direction === 'debit' && balance < amount) return null;
  const after = direction === 'credit' ? balance + amount : balance - amount;
  if (direction === 'debit') {
    let left = amount;
    for (const credit of spendable(ctx, account.id)) {
      const remaining = cents((credit.remainingAmount as MoneyInput).amount);
      const spent = Math.min(left, remaining);
      credit.remainingAmount = money(remaining - spent, currencyCode);
      left -= spent;
      if (!left) break;
    }
  }
  account.balance = money(after, currencyCode);
  return ctx.state.create(direction === 'credit' ? (TRANSACTION_TYPES[0] as string) : (TRANSACTION_TYPES[1] as string), {
    _accountId: account.id,
    amount: money(direction === 'credit' ? amount : -amount, currencyCode),
    balanceAfterTransaction: money(after, currencyCode),
    // The store's clock when it happens: a transaction's time is compared with ours, and a burst of seeds runs `stamp()` ahead.
    createdAt: new Date().toISOString(),
    event: cause.event,
    origin: originOf(ctx, cause),
    expiresAt,
    remainingAmount: money(direction === 'credit' ? amount : 0, currencyCode),
  });
}

function move(direction: 'credit' | 'debit'): StandInResolver {
  const mutation = direction === 'credit' ? 'storeCreditAccountCredit' : 'storeCreditAccountDebit';
  return (_source, args, ctx) => {
    const creditInput = args.creditInput as { creditAmount: MoneyInput; expiresAt?: string | null } | undefined;
    const input = (
      direction === 'credit' ? creditInput?.creditAmount : (args.debitInput as { debitAmount: MoneyInput }).debitAmount
    ) as MoneyInput;
    const refuse = (code: string, message: string) => ({
      storeCreditAccountTransaction: null,
      userErrors: [{ code, field: ['id'], message }],
    });
    if (ctx.refuse.has(mutation))
      return refuse(
        direction === 'credit' ? 'CREDIT_LIMIT_EXCEEDED' : 'INSUFFICIENT_FUNDS',
        direction === 'credit' ? 'The credit limit of the account is exceeded.' : 'The account does not have sufficient funds.',
      );
    const amount = cents(input.amount);
    if (!(amount > 0)) return refuse('NEGATIVE_OR_ZERO_AMOUNT', 'The amount must be greater than zero.');
    const expiresAt = creditInput?.expiresAt ?? null;
    if (expiresAt && Date.parse(expiresAt) <= Date.now()) return refuse('EXPIRES_AT_IN_PAST', 'The expiry date must be in the future.');
    const target = ctx.state.get(String(args.id));
    if (!target || (target.__typename !== 'Customer' && target.__typename !== 'StoreCreditAccount')) {
      return direction === 'credit'
        ? refuse('OWNER_NOT_FOUND', 'The owner of the store credit account could not be found.')
        : refuse('ACCOUNT_NOT_FOUND', 'The store credit account could not be found.');
    }
    if (target.__typename === 'StoreCreditAccount' && (target as AccountRecord).balance.currencyCode !== input.currencyCode) {
      return refuse('MISMATCHING_CURRENCY', 'The currency provided does not match the currency of the store credit account.');
    }
    const account = accountFor(ctx, String(args.id), input.currencyCode, direction === 'credit');
    if (!account) return refuse('ACCOUNT_NOT_FOUND', 'The store credit account could not be found.');
    const transaction = applyMove(ctx, account, direction, amount, { event: 'ADJUSTMENT' }, expiresAt);
    if (!transaction) return refuse('INSUFFICIENT_FUNDS', 'The account does not have sufficient funds.');
    return { storeCreditAccountTransaction: transaction, userErrors: [] };
  };
}

/** Store credit the shop itself moves (no app call): the admin, a checkout, a refund, an expiry. */
export type ShopCreditMove =
  | { kind: 'admin-credit'; cents: number; expiresAt?: string; currencyCode?: string }
  | { kind: 'admin-debit'; cents: number }
  | { kind: 'order-payment'; cents: number; orderName: string }
  | { kind: 'refund-to-credit'; cents: number; orderName: string };

/** Moves a customer's store credit as the shop does; throws where Shopify would refuse. Answers the transaction. */
export function shopMovesCredit(ctx: StandInContext, customerId: string, m: ShopCreditMove): StandInRecord {
  if (!(m.cents > 0)) throw new Error('The amount must be greater than zero.');
  const credit = m.kind === 'admin-credit' || m.kind === 'refund-to-credit';
  const account = accountFor(ctx, customerId, (m.kind === 'admin-credit' && m.currencyCode) || SHOP_CURRENCY, credit);
  if (!account) throw new Error(`Customer ${customerId} has no store credit account`);
  const cause: Cause =
    m.kind === 'order-payment'
      ? { event: 'ORDER_PAYMENT', orderName: m.orderName }
      : m.kind === 'refund-to-credit'
        ? { event: 'ORDER_REFUND', orderName: m.orderName }
        : { event: 'ADJUSTMENT' };
  const made = applyMove(
    ctx,
    account,
    credit ? 'credit' : 'debit',
    m.cents,
    cause,
    m.kind === 'admin-credit' ? (m.expiresAt ?? null) : null,
  );
  if (!made) throw new Error('The account does not have sufficient funds.');
  return made;
}

/** The credit expires now, as the store's expiry does: what remains of it leaves the balance. */
export function expireCredit(ctx: StandInContext, creditId: string): StandInRecord {
  const credit = ctx.state.require(TRANSACTION_TYPES[0] as string, creditId);
  const remaining = cents((credit.remainingAmount as MoneyInput).amount);
  if (credit._expired || !credit.expiresAt || remaining <= 0) throw new Error(`Credit ${creditId} has nothing to expire`);
  const account = ctx.state.require('StoreCreditAccount', String(credit._accountId)) as AccountRecord;
  const after = cents(account.balance.amount) - remaining;
  const currencyCode = account.balance.currencyCode;
  account.balance = money(after, currencyCode);
  credit._expired = true;
  return ctx.state.create(TRANSACTION_TYPES[3] as string, {
    _accountId: account.id,
    amount: money(-remaining, currencyCode),
    balanceAfterTransaction: money(after, currencyCode),
    createdAt: new Date().toISOString(),
    event: 'ADJUSTMENT',
    origin: null,
    creditTransaction: credit,
  });
}

const SHOP_CURRENCY = 'USD';
const TRANSACTION_TYPES = [
  'StoreCreditAccountCreditTransaction',
  'StoreCreditAccountDebitTransaction',
  'StoreCreditAccountDebitRevertTransaction',
  'StoreCreditAccountExpirationTransaction',
];
const TYPE_FILTER: Readonly<Record<string, string>> = {
  credit: TRANSACTION_TYPES[0] as string,
  debit: TRANSACTION_TYPES[1] as string,
  debit_revert: TRANSACTION_TYPES[2] as string,
  expiration: TRANSACTION_TYPES[3] as string,
};
const numeric = (gid: string) => Number(gid.split('/').pop());

const transactions: StandInResolver = (source, args, ctx) => {
  const terms = parseSearch(args.query as string | null);
  const list = TRANSACTION_TYPES.flatMap((type) => ctx.state.all(type))
    .filter((t) => t._accountId === source.id)
    .filter((t) =>
      terms.every((term) => {
        // Shopify ignores a type it does not know.
        if (term.field === 'type') return !TYPE_FILTER[term.value] || t.__typename === TYPE_FILTER[term.value];
        if (term.field === 'id' && term.op === '>') return numeric(t.id) > Number(term.value);
        return true;
      }),
    )
    .sort((a, b) => numeric(a.id) - numeric(b.id));
  return connection(list, args as ConnectionArgs);
};

/** The customer's balance in cents (0 without an account), for tests. */
export function storeCreditBalance(ctx: StandInContext, customerId: string, currencyCode = 'USD'): number {
  const account = accountFor(ctx, customerId, currencyCode, false);
  return account ? cents(account.balance.amount) : 0;
}

export const storeCreditModule: StandInModule = {
  name: 'store-credit',
  query: {
    storeCreditAccount: (_source, args, ctx) => {
      const record = ctx.state.get(String(args.id));
      return record?.__typename === 'StoreCreditAccount' ? record : null;
    },
  },
  mutation: { storeCreditAccountCredit: move('credit'), storeCreditAccountDebit: move('debit') },
  types: {
    StoreCreditAccount: { transactions, owner: (source, _args, ctx) => ctx.state.get(String(source._ownerId)) },
  },
};
