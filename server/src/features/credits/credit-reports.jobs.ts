import { z } from 'zod';
import { formatIsoDate } from '@console/contracts/common/dates';
import { centsToDollars } from '@console/contracts/common/money';
import { keysetWalk } from '../../platform/keyset';
import { defineJob } from '../../platform/jobs';
import { buildReport, mailReport, type ReportColumn } from '../../platform/reports';
import { accountKey, customersChunk, ledgerChunk, ledgerKey, type LedgerFilter, type LedgerRow } from './credit-lists.repository';
import type { CreditAccount, LedgerKind } from './credits.repository';
import { KIND_LABEL } from './credit-transactions';

const LEDGER_KINDS = ['credit', 'adjustment', 'discount_code', 'order', 'refund'] as const satisfies readonly LedgerKind[];

/** The transaction filters as stored terms, so the payload parses the same when enqueued and when run. */
const ledgerFilterSchema = z.object({
  search: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  createdByName: z.string(),
  createdByEmail: z.string(),
  ranges: z.array(z.object({ kind: z.enum(LEDGER_KINDS), min: z.number().int(), max: z.number().int() })),
}) satisfies z.ZodType<LedgerFilter>;

const dollars = (cents: number | string) => centsToDollars(Number(cents));

const CUSTOMER_COLUMNS: ReadonlyArray<ReportColumn<CreditAccount>> = [
  { header: 'Name', width: 28, value: (a) => a.name },
  { header: 'Email', width: 34, value: (a) => a.email },
  { header: 'Balance', width: 14, value: (a) => dollars(a.balance_cents) },
  { header: 'Created Date', width: 14, value: (a) => formatIsoDate(a.created_at) },
];

/** One amount column per kind, as the Transactions grid shows them (docs/functions/codes-credits-knot-giveaways.md §2.2). */
const amountColumn = (kind: LedgerKind): ReportColumn<LedgerRow> => ({
  header: KIND_LABEL[kind],
  width: 14,
  value: (t) => (t.kind === kind ? dollars(t.amount_cents) : null),
});

const TRANSACTION_COLUMNS: ReadonlyArray<ReportColumn<LedgerRow>> = [
  { header: 'Date', width: 12, value: (t) => formatIsoDate(t.created_at) },
  { header: 'Customer', width: 26, value: (t) => t.customer_name },
  { header: 'Email', width: 32, value: (t) => t.customer_email },
  ...LEDGER_KINDS.map(amountColumn),
  { header: 'Reference', width: 24, value: (t) => t.reference },
  { header: 'Expire On', width: 12, value: (t) => formatIsoDate(t.expiration_date) },
  { header: 'Created By', width: 22, value: (t) => t.admin_name },
  { header: 'Created By Email', width: 30, value: (t) => t.admin_email },
  { header: 'Balance After', width: 14, value: (t) => dollars(t.balance_after_cents) },
];

/** Export Filtered of Manage Credits: the matching customers, newest first, mailed as xlsx. */
export const creditCustomersReportJob = defineJob({
  type: 'credits.customers-report',
  title: 'Credit customers report',
  payload: z.object({ search: z.string() }),
  flag: 'showCredits',
  maxAttempts: 3,
  async handler(ctx) {
    const file = await buildReport(ctx.app, {
      title: 'Credit Customers Report',
      fileName: 'Credit_Customers_Report',
      columns: CUSTOMER_COLUMNS,
      rows: keysetWalk(customersChunk(ctx.db, ctx.app.shop.id, ctx.payload.search), accountKey),
      operatorId: ctx.job.operatorId,
      flags: ['showCredits'],
    });
    await mailReport(ctx, file, { subject: 'Credit Customers Report', text: 'Your credit customers report is attached.' });
  },
});

/** Export Filtered of Transactions: the matching ledger entries, newest first, mailed as xlsx. */
export const creditTransactionsReportJob = defineJob({
  type: 'credits.transactions-report',
  title: 'Credit transactions report',
  payload: ledgerFilterSchema,
  flag: 'showCredits',
  maxAttempts: 3,
  async handler(ctx) {
    const file = await buildReport(ctx.app, {
      title: 'Credit Transactions Report',
      fileName: 'Credit_Transactions_Report',
      columns: TRANSACTION_COLUMNS,
      rows: keysetWalk(ledgerChunk(ctx.db, ctx.app.shop.id, ctx.payload), ledgerKey),
      operatorId: ctx.job.operatorId,
      flags: ['showCredits'],
    });
    await mailReport(ctx, file, { subject: 'Credit Transactions Report', text: 'Your credit transactions report is attached.' });
  },
});
