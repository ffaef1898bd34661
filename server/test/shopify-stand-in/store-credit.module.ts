import { connection, parseSearch, type ConnectionArgs } from './stand-in-connection';
import type { StandInContext, StandInModule, StandInResolver } from './stand-in-module';
import type { StandInRecord } from './stand-in-state';

/**
 * Store credit of the stand-in (issue 17): `storeCreditAccountCredit` / `Debit` on a customer or an
 * account (the first credit opens the customer's account in that currency, as Shopify does), the
 * account's `transactions` (search `type:` and `id:>N`, `reverse`), and refusals the real store
 * gives (insufficient funds; any move while `ctx.refuse` names the mutation). Accounts are records
 * of type StoreCreditAccount whose `_ownerId` is the customer (the customers module lists them).
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
  const found = (ctx.state.all('StoreCreditAccount') as AccountRecord[]).find((a) => a._ownerId === id && a.balance.currencyCode === currencyCode);
  if (found || !open) return found ?? null;
  return ctx.state.create('StoreCreditAccount', { _ownerId: id, balance: money(0, currencyCode) }) as AccountRecord;
}

function move(direction: 'credit' | 'debit'): StandInResolver {
  const mutation = direction === 'credit' ? 'storeCreditAccountCredit' : 'storeCreditAccountDebit';
  return (_source, args, ctx) => {
    const input = (direction === 'credit' ? (args.creditInput as { creditAmount: MoneyInput }).creditAmount : (args.debitInput as { debitAmount: MoneyInput }).debitAmount) as MoneyInput;
    const refuse = (code: string, message: string) => ({ storeCreditAccountTransaction: null, userErrors: [{ code, field: ['id'], message }] });
    if (ctx.refuse.has(mutation)) return refuse(direction === 'credit' ? 'CREDIT_LIMIT_EXCEEDED' : 'INSUFFICIENT_FUNDS', direction === 'credit' ? 'The credit limit of the account is exceeded.' : 'The account does not have sufficient funds.');
    const amount = cents(input.amount);
    if (!(amount > 0)) return refuse('NEGATIVE_OR_ZERO_AMOUNT', 'The amount must be greater than zero.');
    const account = accountFor(ctx, String(args.id), input.currencyCode, direction === 'credit');
    if (!account) return refuse('ACCOUNT_NOT_FOUND', 'The store credit account could not be found.');
    const balance = cents(account.balance.amount);
    if (direction === 'debit' && balance < amount) return refuse('INSUFFICIENT_FUNDS', 'The account does not have sufficient funds.');
    const after = direction === 'credit' ? balance + amount : balance - amount;
    account.balance = money(after, input.currencyCode);
    const transaction = ctx.state.create(direction === 'credit' ? 'StoreCreditAccountCreditTransaction' : 'StoreCreditAccountDebitTransaction', {
      _accountId: account.id,
      amount: money(direction === 'credit' ? amount : -amount, input.currencyCode),
      balanceAfterTransaction: money(after, input.currencyCode),
      createdAt: new Date().toISOString(),
      event: 'ADJUSTMENT',
      origin: null,
      expiresAt: null,
      remainingAmount: money(direction === 'credit' ? amount : 0, input.currencyCode),
    });
    return { storeCreditAccountTransaction: transaction, userErrors: [] };
  };
}

const TRANSACTION_TYPES = ['StoreCreditAccountCreditTransaction', 'StoreCreditAccountDebitTransaction'];
const numeric = (gid: string) => Number(gid.split('/').pop());

const transactions: StandInResolver = (source, args, ctx) => {
  const terms = parseSearch(args.query as string | null);
  const list = TRANSACTION_TYPES.flatMap((type) => ctx.state.all(type))
    .filter((t) => t._accountId === source.id)
    .filter((t) =>
      terms.every((term) => {
        if (term.field === 'type') return t.__typename === (term.value === 'credit' ? TRANSACTION_TYPES[0] : term.value === 'debit' ? TRANSACTION_TYPES[1] : '');
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
  mutation: { storeCreditAccountCredit: move('credit'), storeCreditAccountDebit: move('debit') },
  types: {
    StoreCreditAccount: { transactions, owner: (source, _args, ctx) => ctx.state.get(String(source._ownerId)) },
  },
};
