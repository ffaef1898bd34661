import { z } from 'zod';
import { defineCall } from './common/call';
import { parseCents } from './common/money';
import { uploadRows } from './common/upload';
import { groupedNumber } from './common/numbers';

/** docs/functions/codes-credits-knot-giveaways.md §9 constants of the Credits screen. */
export const CREDITS_PAGE_SIZE = 10;
export const MAX_CUSTOMERS_PER_UPDATE = 100;
export const MAX_CUSTOMERS_WARNING = `Max customers to update is set to: ${MAX_CUSTOMERS_PER_UPDATE}`;
export const NEW_ACCOUNT_REFERENCE = 'New account';
export const REFERENCE_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** docs/functions/codes-credits-knot-giveaways.md §5: the 'Data validation' messages of the import, in the order they are checked. */
export const IMPORT_MESSAGES = {
  duplicate: 'Duplicate email(s) found in import file',
  missing: 'Some record(s) do not have Credit or Ajustment amount or References.',
  both: 'Some record(s) have both Credit and Ajustment amounts. Only one of them is allowed.',
  invalid: 'Some record(s) have not valid amount.',
} as const;

/** Columns of the import file (docs/functions/codes-credits-knot-giveaways.md §3) and of its template. */
export const CREDIT_IMPORT_COLUMNS = ['Email', 'Credit', 'Adjustment', 'Reference'] as const;

/** The five kinds of ledger entry; the first two add to a balance, the rest deduct (docs/functions/codes-credits-knot-giveaways.md §3). */
export const TRANSACTION_TYPES = ['Credit', 'Adjustment', 'Discount Code', 'Order', 'Refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The five amount range filters: query key, the transaction type it filters and its `rangesLimits` key. */
export const AMOUNT_RANGES = [
  { key: 'credit', type: 'Credit', limit: 'creditAmount' },
  { key: 'adjustment', type: 'Adjustment', limit: 'adjustmentAmount' },
  { key: 'discountCode', type: 'Discount Code', limit: 'discountCodeAmount' },
  { key: 'order', type: 'Order', limit: 'orderAmount' },
  { key: 'refund', type: 'Refund', limit: 'refundAmount' },
] as const;
export type AmountRangeKey = (typeof AMOUNT_RANGES)[number]['key'];

/** A positive amount in dollars (number or text), answered as integer cents. */
const positiveCents = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const cents = parseCents(value);
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Amount must be greater than 0, with at most 2 decimals.' });
    return z.NEVER;
  }
  return cents;
});
const nonNegativeCents = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const cents = parseCents(value === '' ? 0 : value);
  if (cents === null || cents < 0) {
    ctx.addIssue({ code: 'custom', message: 'Amount must be 0 or more, with at most 2 decimals.' });
    return z.NEVER;
  }
  return cents;
});

/** The admin's customer id (docs/functions/codes-credits-knot-giveaways.md §6); the signed-in operator is who acts, this is only echoed. */
const admin = z.union([z.string().max(200), z.number()]).optional();
const reference = z
  .string()
  .trim()
  .min(1, 'Reference is required.')
  .max(REFERENCE_MAX_LENGTH, `At most ${REFERENCE_MAX_LENGTH} characters.`);
/** Same key and same body: the first answer again; same key, other body: refused (422). */
export const idempotencyKey = z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH).optional();

/**
 * Customer ids comma-joined (docs/functions/codes-credits-knot-giveaways.md §7), also accepted as a list; each a number or a
 * `gid://…/Customer/<n>`.
 */
const customerIds = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).transform((value, ctx) => {
  const parts = (Array.isArray(value) ? value.map(String) : value.split(',')).map((p) => p.trim()).filter(Boolean);
  const ids = parts.map((p) => /^(?:gid:\/\/[^/]+\/Customer\/)?(\d{1,15})$/.exec(p)?.[1]).map(Number);
  if (!parts.length || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    ctx.addIssue({ code: 'custom', message: 'Customer ids must be a comma-separated list of customer ids.' });
    return z.NEVER;
  }
  const unique = [...new Set(ids)];
  if (unique.length > MAX_CUSTOMERS_PER_UPDATE) {
    ctx.addIssue({ code: 'custom', message: MAX_CUSTOMERS_WARNING });
    return z.NEVER;
  }
  return unique;
});

export const creditCustomer = z.object({
  shopifyCustomerId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Dollars, the shop's currency: what the store owes this customer. */
  balance: z.number(),
  /**
   * The customer's store credit in other currencies, only when there is some: listed with
   * its currency, never summed into `balance`, never moved by our credits (they are in the shop's).
   */
  otherBalances: z.array(z.object({ currency: z.string(), amount: z.number() })).optional(),
});
export type CreditCustomer = z.infer<typeof creditCustomer>;

/** A balance in another currency as listed: the amount with 2 decimals and its ISO code, e.g. '25.00 CAD'. */
export function formatOtherBalance(balance: { currency: string; amount: number }): string {
  const text = groupedNumber(Math.abs(balance.amount), 2);
  return `${balance.amount < 0 ? '-' : ''}${text} ${balance.currency}`;
}

const status = { status: z.boolean(), msg: z.string() };
export const statusResponse = z.object(status);

export const addCustomerBody = z.object({
  admin,
  email: z.string().trim().toLowerCase().email('Email is not valid.').max(254),
  /** The opening credit; 0 opens the account without a transaction. */
  amount: nonNegativeCents.default(0),
  reference: reference.default(NEW_ACCOUNT_REFERENCE),
  /** Optional; derived from the e-mail when absent. */
  name: z.string().trim().max(120).optional(),
  idempotencyKey,
});
export type AddCustomerBody = z.infer<typeof addCustomerBody>;

export const balanceChangeBody = z.object({
  admin,
  ids: customerIds,
  amount: positiveCents,
  reference,
  /** Adjustments only: let a balance go below zero (an operator's explicit choice). */
  allowNegative: z.boolean().default(false),
  idempotencyKey,
});
export type BalanceChangeBody = z.infer<typeof balanceChangeBody>;

const sortOrder = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['asc', 'desc', '1', '-1']))
  .transform((v) => (v === 'desc' || v === '-1' ? 'desc' : 'asc'));
const page = z.coerce
  .number()
  .int()
  .min(0)
  .default(1)
  .transform((p) => Math.max(1, p));
const pageSize = z.coerce.number().int().min(1).max(100).default(CREDITS_PAGE_SIZE);

/**
 * docs/functions/codes-credits-knot-giveaways.md §3 customer sort options: Created Date, Name, Email, Balance; name ascending by default.
 */
export const CUSTOMER_SORT_FIELDS = ['createdDate', 'name', 'email', 'balance'] as const;
export const customersQuery = z.object({
  search: z.string().max(100).default(''),
  sortField: z.enum(CUSTOMER_SORT_FIELDS).default('name'),
  sortOrder: sortOrder.default('asc'),
  page,
  pageSize,
});
export type CustomersQuery = z.infer<typeof customersQuery>;

const pageInfo = { hasPrevious: z.boolean(), hasNext: z.boolean(), total: z.number() };

export const importRow = z.object({
  email: z.string().trim().toLowerCase().email('Email is not valid.').max(254),
  credit: z.union([z.number(), z.string(), z.null()]).optional(),
  adjustment: z.union([z.number(), z.string(), z.null()]).optional(),
  reference: z.union([z.string(), z.number()]).optional(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importBody = z.object({
  admin,
  list: uploadRows,
  /** Adjustments of the file may take a balance below zero. */
  allowNegative: z.boolean().default(false),
  idempotencyKey,
});
export type ImportBody = z.infer<typeof importBody>;

/** docs/functions/codes-credits-knot-giveaways.md §3 transaction sort options (ids 1 to 12 in the screen). */
export const TRANSACTION_SORT_FIELDS = ['createdDate', 'customerName', 'customerEmail', 'amount', 'reference', 'adminName'] as const;

/** A 'min,max' pair in dollars, as the sliders send it. */
const range = z
  .string()
  .regex(/^\s*\d+(\.\d+)?\s*,\s*\d+(\.\d+)?\s*$/, 'A range is min,max in dollars.')
  .transform((v) => v.split(',').map((n) => Math.round(Number(n) * 100)) as [number, number])
  .optional();

/** YYYY-MM-DD, MM/DD/YYYY or an ISO time; the server takes the UTC day. */
const dateText = z.string().trim().max(40).optional();

export const transactionFilters = z.object({
  search: z.string().max(100).default(''),
  startDate: dateText,
  endDate: dateText,
  customerName: z.string().max(120).default(''),
  customerEmail: z.string().max(254).default(''),
  createdByName: z.string().max(120).default(''),
  createdByEmail: z.string().max(254).default(''),
  credit: range,
  adjustment: range,
  discountCode: range,
  order: range,
  refund: range,
  creditAmount: range,
  adjustmentAmount: range,
  discountCodeAmount: range,
  orderAmount: range,
  refundAmount: range,
  sortField: z.enum(TRANSACTION_SORT_FIELDS).default('createdDate'),
  sortOrder: sortOrder.default('desc'),
});
export type TransactionFilters = z.infer<typeof transactionFilters>;

export const transactionsQuery = transactionFilters.extend({ page, pageSize });
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

export const transaction = z.object({
  id: z.number(),
  transactionType: z.enum(TRANSACTION_TYPES),
  /** Dollars; negative for adjustments, discount codes and orders. */
  amount: z.number(),
  /** Dollars, the customer's balance after this transaction. */
  balanceAfter: z.number(),
  createdDate: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  reference: z.string(),
  expirationDate: z.string().nullable(),
  adminName: z.string(),
  adminEmail: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

export const rangesLimits = z.object({
  creditAmount: z.number(),
  adjustmentAmount: z.number(),
  discountCodeAmount: z.number(),
  orderAmount: z.number(),
  refundAmount: z.number(),
});
export type RangesLimits = z.infer<typeof rangesLimits>;

/** Export bodies: the filters with ranges comma-joined and no paging (docs/functions/codes-credits-knot-giveaways.md §7). */
export const transactionsExportBody = transactionFilters.extend({ admin, search: z.string().max(100).default('') });

export const reportQueued = z.object({ ...status, jobId: z.number() });

/** A store transaction a move waiting for an operator may be (its way and amount, after the call's watermark, unrecorded). */
export const candidateTransaction = z.object({ id: z.string(), amount: z.number(), createdAt: z.string() });

/** A store-credit move whose call's answer was lost and whose transaction cannot be told apart from another's. */
export const reviewMove = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  transactionType: z.enum(['Credit', 'Adjustment']),
  /** Dollars, signed as the ledger shows them. */
  amount: z.number(),
  reference: z.string(),
  createdDate: z.string(),
  message: z.string(),
  /** The store's transactions it may be; empty when the store could not be read just now. */
  candidates: z.array(candidateTransaction),
  /** Why the candidates are missing (the store's error), else null. */
  storeError: z.string().nullable(),
});
export type ReviewMove = z.infer<typeof reviewMove>;

/** The operator's word on such a move: it landed as that store transaction, or it did not land. */
export const settleReviewBody = z.discriminatedUnion('landed', [
  z.object({ landed: z.literal(true), storeTransactionId: z.string().trim().min(1, 'Pick the store transaction it matches.').max(200) }),
  z.object({ landed: z.literal(false) }),
]);
export type SettleReviewBody = z.infer<typeof settleReviewBody>;
export const NOT_APPLIED_MESSAGE = 'Marked as not applied on the store by an operator.';

export const creditsContract = {
  addCustomer: defineCall({
    method: 'POST',
    path: '/api/credits/customer',
    flags: ['showCredits'],
    body: addCustomerBody,
    response: z.object({ ...status, customer: creditCustomer }),
  }),
  issueCredits: defineCall({
    method: 'POST',
    path: '/api/credits/issueCredits',
    flags: ['showCredits'],
    body: balanceChangeBody,
    response: statusResponse,
  }),
  adjustBalances: defineCall({
    method: 'POST',
    path: '/api/credits/adjustBalances',
    flags: ['showCredits'],
    body: balanceChangeBody,
    response: statusResponse,
  }),
  customers: defineCall({
    method: 'GET',
    path: '/api/credits/customers',
    flags: ['showCredits'],
    query: customersQuery,
    response: z.object({ ...status, ...pageInfo, list: z.array(creditCustomer) }),
  }),
  exportCustomers: defineCall({
    method: 'POST',
    path: '/api/credits/customers/export',
    flags: ['showCredits'],
    body: z.object({ admin, search: z.string().max(100).default('') }),
    response: reportQueued,
  }),
  importCustomers: defineCall({
    method: 'POST',
    path: '/api/credits/customers/import',
    flags: ['showCredits'],
    body: importBody,
    response: z.object({ ...status, jobId: z.number() }),
    bodyLimitBytes: 32 * 1024 * 1024,
  }),
  /**
   * docs/functions/codes-credits-knot-giveaways.md §7: called without the /api prefix; the shared client's rewrite lands it on
   * /api/transactions.
   */
  transactions: defineCall({
    method: 'GET',
    path: '/credits/transactions',
    flags: ['showCredits'],
    query: transactionsQuery,
    response: z.object({ ...status, ...pageInfo, rangesLimits, list: z.array(transaction) }),
  }),
  exportTransactions: defineCall({
    method: 'POST',
    path: '/api/credits/transactions/export',
    flags: ['showCredits'],
    body: transactionsExportBody,
    response: reportQueued,
  }),
  reviewMoves: defineCall({
    method: 'GET',
    path: '/api/credits/moves/review',
    flags: ['showCredits'],
    response: z.object({ list: z.array(reviewMove) }),
  }),
  settleReview: defineCall({
    method: 'POST',
    path: '/api/credits/moves/:id/settle',
    flags: ['showCredits'],
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: settleReviewBody,
    response: statusResponse,
  }),
} as const;

export interface SortOption<F extends string> {
  id: number;
  label: string;
  sortField: F;
  sortOrder: 'asc' | 'desc';
}

/** docs/functions/codes-credits-knot-giveaways.md §3 customer sort options; name ascending is the default. */
export const CUSTOMER_SORT_OPTIONS: ReadonlyArray<SortOption<(typeof CUSTOMER_SORT_FIELDS)[number]>> = [
  { id: 1, label: 'Created Date (old - new)', sortField: 'createdDate', sortOrder: 'asc' },
  { id: 2, label: 'Created Date (new - old)', sortField: 'createdDate', sortOrder: 'desc' },
  { id: 3, label: 'Name (A - Z)', sortField: 'name', sortOrder: 'asc' },
  { id: 4, label: 'Name (Z - A)', sortField: 'name', sortOrder: 'desc' },
  { id: 5, label: 'Email (A - Z)', sortField: 'email', sortOrder: 'asc' },
  { id: 6, label: 'Email (Z - A)', sortField: 'email', sortOrder: 'desc' },
  { id: 7, label: 'Balance (low - high)', sortField: 'balance', sortOrder: 'asc' },
  { id: 8, label: 'Balance (high - low)', sortField: 'balance', sortOrder: 'desc' },
];
export const DEFAULT_CUSTOMER_SORT = 3;
/** After Add Customer the list shows the newest first (docs/functions/codes-credits-knot-giveaways.md §4). */
export const NEWEST_CUSTOMERS_SORT = 2;

/** docs/functions/codes-credits-knot-giveaways.md §3 transaction sort options, ids 1 to 12; newest first by default. */
export const TRANSACTION_SORT_OPTIONS: ReadonlyArray<SortOption<(typeof TRANSACTION_SORT_FIELDS)[number]>> = (
  [
    ['Date', 'createdDate'],
    ['Customer Name', 'customerName'],
    ['Email', 'customerEmail'],
    ['Amount', 'amount'],
    ['Reference', 'reference'],
    ['Created By Name', 'adminName'],
  ] as const
).flatMap(([label, sortField], i) => [
  { id: i * 2 + 1, label: `${label} (ascending)`, sortField, sortOrder: 'asc' as const },
  { id: i * 2 + 2, label: `${label} (descending)`, sortField, sortOrder: 'desc' as const },
]);
export const DEFAULT_TRANSACTION_SORT = 2;
