import type { SearchBody } from '@console/contracts/common/search';
import { customersQuery, transactionsQuery } from '@console/contracts/credits.contract';
import { auditActions, auditOperators, auditPageQuery } from '../features/audit/audit.repository';
import { bulkPriceListQuery, countScheduled } from '../features/bulk-price/bulk-price.repository';
import { countCoupons, couponPage, resendsOf } from '../features/coupons/coupons.repository';
import { customersChunk, customersPage, ledgerChunk, ledgerPage, type LedgerFilter } from '../features/credits/credit-lists.repository';
import { movesInReview } from '../features/credits/store-credit-moves.repository';
import { countCustomerList, customerListQuery, customersByNamePrefix } from '../features/customers/customers.repository';
import { listDisplayNames } from '../features/display-names/display-names.repository';
import { countInvites, findListedEvent, invitePage, listEvents } from '../features/events/events.repository';
import { listFields } from '../features/field-monitoring/field-monitoring.repository';
import { countGiveaways, listGiveaways } from '../features/giveaways/giveaways.repository';
import { countInvitations, invitationPageQuery } from '../features/invitations/invitations.repository';
import { failedRowCounts, jobsPageQuery } from '../features/jobs/jobs.repository';
import { mailPageQuery } from '../features/mail/mail.repository';
import { countPriceLog, priceLogPage, walkPriceLog } from '../features/price-log/price-log.repository';
import { listCodeAudit, listCodes, listPartners } from '../features/registration-codes/registration-codes.repository';
import { recentReturns } from '../features/returns/returns.repository';
import { recentErrors } from '../features/store-sync/store-sync.repository';
import {
  findCollection,
  listCollectionFilters,
  listCollections,
  listDefinitions,
} from '../features/search-filters/search-filters.repository';
import type { Db } from '../platform/db';
import type { KeysetBound } from '../platform/keyset';
import { FIRST_SHOP_ID } from '../platform/shop-id';

/** One call of a repository function whose SQL goes to server/queries/<feature>.<dialect>.sql. */
export interface QueryCase {
  feature: string;
  /** The function called, as `module function` (what a reviewer greps for). */
  fn: string;
  /** What this call shows: the default, or the branch that changes the SQL. */
  label: string;
  run(db: Db): Promise<unknown>;
}

// The three bounds keysetPage asks for: page 1, the next page and the previous page (ascending, reversed after).
const CURSOR = { k: '2026-01-15T10:00:00.000Z', i: 100 };
const FIRST: KeysetBound = { cursor: null, op: '<', order: 'desc', limit: 26 };
const NEXT: KeysetBound = { cursor: CURSOR, op: '<', order: 'desc', limit: 26 };
const PREVIOUS: KeysetBound = { cursor: CURSOR, op: '>', order: 'asc', limit: 26 };

const NO_SEARCH: SearchBody = { searchValue: '', searchType: 'Email' };
const EMAIL_SEARCH: SearchBody = { searchValue: 'Ada@Example', searchType: 'Email' };
const DATE_SEARCH: SearchBody = { searchValue: '15-01-2026', searchType: 'Date' };

const NO_LEDGER_FILTER: LedgerFilter = {
  search: '',
  from: null,
  to: null,
  customerName: '',
  customerEmail: '',
  createdByName: '',
  createdByEmail: '',
  ranges: [],
};
const EVERY_LEDGER_FILTER: LedgerFilter = {
  search: 'gift',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-02-01T00:00:00.000Z',
  customerName: 'ada',
  customerEmail: 'ada@',
  createdByName: 'grace',
  createdByEmail: 'grace@',
  ranges: [
    { kind: 'credit', min: 100, max: 5000 },
    { kind: 'adjustment', min: 0, max: 100 },
  ],
};

type Call = Omit<QueryCase, 'feature'>;

/** A feature's calls; `module` (e.g. 'customers.repository') is put before each function's name unless null. */
function feature(name: string, module: string | null, calls: Call[]): QueryCase[] {
  return calls.map((call) => ({ ...call, feature: name, fn: module ? `${module} ${call.fn}` : call.fn }));
}

const drain = async (rows: AsyncIterable<unknown>) => {
  for await (const _ of rows) void _;
};

const customers = feature('customers', 'customers.repository', [
  {
    fn: 'customerListQuery',
    label: 'students pending, page 1',
    run: (db) => customerListQuery(db, FIRST_SHOP_ID, { programme: 'student', status: 'pending', search: NO_SEARCH })(FIRST),
  },
  {
    fn: 'customerListQuery',
    label: 'next page',
    run: (db) => customerListQuery(db, FIRST_SHOP_ID, { programme: 'student', status: 'pending', search: NO_SEARCH })(NEXT),
  },
  {
    fn: 'customerListQuery',
    label: 'previous page',
    run: (db) => customerListQuery(db, FIRST_SHOP_ID, { programme: 'student', status: 'pending', search: NO_SEARCH })(PREVIOUS),
  },
  {
    fn: 'customerListQuery',
    label: 'e-mail prefix search',
    run: (db) => customerListQuery(db, FIRST_SHOP_ID, { programme: 'staff', status: 'approved', search: EMAIL_SEARCH })(FIRST),
  },
  {
    fn: 'customerListQuery',
    label: 'created-day search, next page',
    run: (db) => customerListQuery(db, FIRST_SHOP_ID, { programme: 'staff', status: 'approved', search: DATE_SEARCH })(NEXT),
  },
  {
    fn: 'customerListQuery',
    label: 'national partners (no status)',
    run: (db) => customerListQuery(db, FIRST_SHOP_ID, { programme: 'national', status: null, search: NO_SEARCH })(FIRST),
  },
  {
    fn: 'customerListQuery',
    label: 'store account state filter',
    run: (db) =>
      customerListQuery(db, FIRST_SHOP_ID, { programme: 'student', status: 'approved', search: NO_SEARCH, storeState: 'ENABLED' })(FIRST),
  },
  {
    fn: 'countCustomerList',
    label: 'status, no search',
    run: (db) => countCustomerList(db, FIRST_SHOP_ID, { programme: 'student', status: 'pending', search: NO_SEARCH }),
  },
  {
    fn: 'countCustomerList',
    label: 'no status, e-mail prefix',
    run: (db) => countCustomerList(db, FIRST_SHOP_ID, { programme: 'national', status: null, search: EMAIL_SEARCH }),
  },
  {
    fn: 'countCustomerList',
    label: 'store state, created-day search',
    run: (db) =>
      countCustomerList(db, FIRST_SHOP_ID, { programme: 'staff', status: 'approved', search: DATE_SEARCH, storeState: 'ENABLED' }),
  },
  {
    fn: 'customersByNamePrefix',
    label: 'first name (palette)',
    run: (db) => customersByNamePrefix(db, FIRST_SHOP_ID, 'student', { first_name: 'ada' }, 5),
  },
  {
    fn: 'customersByNamePrefix',
    label: 'first and last name (palette)',
    run: (db) => customersByNamePrefix(db, FIRST_SHOP_ID, 'student', { first_name: 'ada', last_name: 'love' }, 5),
  },
]);

const invitations = feature('invitations', 'invitations.repository', [
  {
    fn: 'invitationPageQuery',
    label: 'invited, page 1',
    run: (db) => invitationPageQuery(db, FIRST_SHOP_ID, { programme: 'site', status: 'invited', search: NO_SEARCH })(FIRST),
  },
  {
    fn: 'invitationPageQuery',
    label: 'e-mail prefix, next page',
    run: (db) => invitationPageQuery(db, FIRST_SHOP_ID, { programme: 'partner', status: 'registered', search: EMAIL_SEARCH })(NEXT),
  },
  {
    fn: 'invitationPageQuery',
    label: 'created-day search, previous page',
    run: (db) => invitationPageQuery(db, FIRST_SHOP_ID, { programme: 'retiree', status: 'invited', search: DATE_SEARCH })(PREVIOUS),
  },
  {
    fn: 'countInvitations',
    label: 'no search',
    run: (db) => countInvitations(db, FIRST_SHOP_ID, { programme: 'site', status: 'invited', search: NO_SEARCH }),
  },
  {
    fn: 'countInvitations',
    label: 'e-mail prefix',
    run: (db) => countInvitations(db, FIRST_SHOP_ID, { programme: 'site', status: 'invited', search: EMAIL_SEARCH }),
  },
]);

const events = feature('events', 'events.repository', [
  { fn: 'listEvents', label: 'default', run: (db) => listEvents(db, FIRST_SHOP_ID) },
  { fn: 'findListedEvent', label: 'one row of the list', run: (db) => findListedEvent(db, FIRST_SHOP_ID, 7) },
  {
    fn: 'invitePage',
    label: 'every invitee',
    run: (db) => invitePage(db, FIRST_SHOP_ID, { eventId: 7, registered: null, search: '' }, 0, 25),
  },
  {
    fn: 'invitePage',
    label: 'registered, e-mail prefix, page 2',
    run: (db) => invitePage(db, FIRST_SHOP_ID, { eventId: 7, registered: 1, search: 'Ada@' }, 25, 25),
  },
  {
    fn: 'countInvites',
    label: 'every invitee',
    run: (db) => countInvites(db, FIRST_SHOP_ID, { eventId: 7, registered: null, search: '' }),
  },
  {
    fn: 'countInvites',
    label: 'not registered, e-mail prefix',
    run: (db) => countInvites(db, FIRST_SHOP_ID, { eventId: 7, registered: 0, search: 'ada@' }),
  },
]);

const registrationCodes = feature('registration-codes', 'registration-codes.repository', [
  { fn: 'listCodes', label: 'every code', run: (db) => listCodes(db, FIRST_SHOP_ID, null, '2026-01-15') },
  { fn: 'listCodes', label: 'active', run: (db) => listCodes(db, FIRST_SHOP_ID, true, '2026-01-15') },
  { fn: 'listCodes', label: 'expired', run: (db) => listCodes(db, FIRST_SHOP_ID, false, '2026-01-15') },
  { fn: 'listPartners', label: 'default', run: (db) => listPartners(db, FIRST_SHOP_ID) },
  {
    fn: 'listCodeAudit',
    label: 'default',
    run: (db) => listCodeAudit(db, FIRST_SHOP_ID, ['registrationCode.create', 'registrationCode.update'], 50),
  },
]);

const giveaways = feature('giveaways', 'giveaways.repository', [
  { fn: 'countGiveaways', label: 'no search', run: (db) => countGiveaways(db, FIRST_SHOP_ID, '') },
  { fn: 'countGiveaways', label: 'name search', run: (db) => countGiveaways(db, FIRST_SHOP_ID, 'Spring') },
  {
    fn: 'listGiveaways',
    label: 'default (created, newest first)',
    run: (db) => listGiveaways(db, FIRST_SHOP_ID, { search: '', sortField: 'createdDate', sortOrder: 'desc' }, 0, 10),
  },
  {
    fn: 'listGiveaways',
    label: 'name search, by start date, page 2',
    run: (db) => listGiveaways(db, FIRST_SHOP_ID, { search: '50%_off', sortField: 'startDate', sortOrder: 'asc' }, 10, 10),
  },
]);

const credits = feature('credits', null, [
  {
    fn: 'credit-lists.repository customersPage',
    label: 'default (name ascending)',
    run: (db) => customersPage(db, FIRST_SHOP_ID, customersQuery.parse({})),
  },
  {
    fn: 'credit-lists.repository customersPage',
    label: 'search, by balance, page 2',
    run: (db) =>
      customersPage(db, FIRST_SHOP_ID, customersQuery.parse({ search: 'Ada', sortField: 'balance', sortOrder: 'desc', page: 2 })),
  },
  { fn: 'credit-lists.repository customersChunk', label: 'export, first chunk', run: (db) => customersChunk(db, FIRST_SHOP_ID, '')(FIRST) },
  {
    fn: 'credit-lists.repository customersChunk',
    label: 'export with search, next chunk',
    run: (db) => customersChunk(db, FIRST_SHOP_ID, 'ada')(NEXT),
  },
  {
    fn: 'credit-lists.repository ledgerPage',
    label: 'no filter (created, newest first)',
    run: (db) => ledgerPage(db, FIRST_SHOP_ID, NO_LEDGER_FILTER, transactionsQuery.parse({})),
  },
  {
    fn: 'credit-lists.repository ledgerPage',
    label: 'every filter, by customer name, page 3',
    run: (db) =>
      ledgerPage(db, FIRST_SHOP_ID, EVERY_LEDGER_FILTER, transactionsQuery.parse({ sortField: 'customerName', sortOrder: 'asc', page: 3 })),
  },
  {
    fn: 'credit-lists.repository ledgerChunk',
    label: 'export, first chunk',
    run: (db) => ledgerChunk(db, FIRST_SHOP_ID, NO_LEDGER_FILTER)(FIRST),
  },
  {
    fn: 'credit-lists.repository ledgerChunk',
    label: 'export with every filter, next chunk',
    run: (db) => ledgerChunk(db, FIRST_SHOP_ID, EVERY_LEDGER_FILTER)(NEXT),
  },
  { fn: 'store-credit-moves.repository movesInReview', label: 'review list', run: (db) => movesInReview(db, FIRST_SHOP_ID, 50) },
]);

const coupons = feature('coupons', 'coupons.repository', [
  { fn: 'countCoupons', label: 'no range', run: (db) => countCoupons(db, FIRST_SHOP_ID, { from: null, to: null }) },
  { fn: 'countCoupons', label: 'from and to', run: (db) => countCoupons(db, FIRST_SHOP_ID, { from: '2026-01-01', to: '2026-01-31' }) },
  { fn: 'couponPage', label: 'no range, page 1', run: (db) => couponPage(db, FIRST_SHOP_ID, { from: null, to: null }, 1, 25) },
  {
    fn: 'couponPage',
    label: 'from and to, page 2',
    run: (db) => couponPage(db, FIRST_SHOP_ID, { from: '2026-01-01', to: '2026-01-31' }, 2, 25),
  },
  {
    fn: 'couponPage',
    label: 'code search, used only',
    run: (db) => couponPage(db, FIRST_SHOP_ID, { from: null, to: null, code: 'SAVE10', used: 'used' }, 1, 10),
  },
  {
    fn: 'countCoupons',
    label: 'code search, not used only',
    run: (db) => countCoupons(db, FIRST_SHOP_ID, { from: null, to: null, code: 'SAVE10', used: 'unused' }),
  },
  { fn: 'resendsOf', label: 'the coupons of a page', run: (db) => resendsOf(db, FIRST_SHOP_ID, [1, 2, 3]) },
]);

const priceLog = feature('price-log', 'price-log.repository', [
  { fn: 'countPriceLog', label: 'no range', run: (db) => countPriceLog(db, FIRST_SHOP_ID, { from: null, to: null }) },
  {
    fn: 'countPriceLog',
    label: 'from and to',
    run: (db) => countPriceLog(db, FIRST_SHOP_ID, { from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z' }),
  },
  { fn: 'priceLogPage', label: 'no range, page 1', run: (db) => priceLogPage(db, FIRST_SHOP_ID, { from: null, to: null }, 1, 25) },
  {
    fn: 'priceLogPage',
    label: 'from only, page 2',
    run: (db) => priceLogPage(db, FIRST_SHOP_ID, { from: '2026-01-01T00:00:00.000Z', to: null }, 2, 25),
  },
  { fn: 'walkPriceLog', label: 'export, first chunk', run: (db) => drain(walkPriceLog(db, FIRST_SHOP_ID, { from: null, to: null })) },
]);

const bulkPrice = feature('bulk-price', 'bulk-price.repository', [
  { fn: 'bulkPriceListQuery', label: 'page 1', run: (db) => bulkPriceListQuery(db, FIRST_SHOP_ID, '')(FIRST) },
  { fn: 'bulkPriceListQuery', label: 'SKU prefix, next page', run: (db) => bulkPriceListQuery(db, FIRST_SHOP_ID, 'ABC-')(NEXT) },
  { fn: 'bulkPriceListQuery', label: 'previous page', run: (db) => bulkPriceListQuery(db, FIRST_SHOP_ID, '')(PREVIOUS) },
  {
    fn: 'bulkPriceListQuery',
    label: 'scheduled only, page 1',
    run: (db) => bulkPriceListQuery(db, FIRST_SHOP_ID, '', 'scheduled')(FIRST),
  },
  { fn: 'countScheduled', label: 'prices waiting for their day', run: (db) => countScheduled(db, FIRST_SHOP_ID) },
]);

const displayNames = feature('display-names', 'display-names.repository', [
  {
    fn: 'listDisplayNames',
    label: 'default',
    run: (db) => listDisplayNames(db, FIRST_SHOP_ID),
  },
]);

const audit = feature('audit', 'audit.repository', [
  { fn: 'auditPageQuery', label: 'no filter, page 1', run: (db) => auditPageQuery(db, FIRST_SHOP_ID, {})(FIRST) },
  {
    fn: 'auditPageQuery',
    label: 'every filter, next page',
    run: (db) =>
      auditPageQuery(db, FIRST_SHOP_ID, {
        operatorId: 3,
        action: 'customer.update',
        targetPrefix: 'customer:',
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-02-01T00:00:00.000Z',
      })(NEXT),
  },
  {
    fn: 'auditPageQuery',
    label: 'target prefix, previous page',
    run: (db) => auditPageQuery(db, FIRST_SHOP_ID, { targetPrefix: 'job:' })(PREVIOUS),
  },
  { fn: 'auditOperators', label: 'operator filter', run: (db) => auditOperators(db) },
  { fn: 'auditActions', label: 'action filter', run: (db) => auditActions(db, FIRST_SHOP_ID) },
]);

const jobs = feature('jobs', 'jobs.repository', [
  {
    fn: 'jobsPageQuery',
    label: 'two flags held, page 1',
    run: (db) => jobsPageQuery(db, FIRST_SHOP_ID, { status: null, flags: ['showStudents', 'showStaff'] })(FIRST),
  },
  {
    fn: 'jobsPageQuery',
    label: 'status, no flag held, next page',
    run: (db) => jobsPageQuery(db, FIRST_SHOP_ID, { status: 'failed', flags: [] })(NEXT),
  },
  { fn: 'failedRowCounts', label: 'the jobs of a page', run: (db) => failedRowCounts(db, [1, 2, 3]) },
]);

const mail = feature('mail', 'mail.repository', [
  {
    fn: 'mailPageQuery',
    label: 'every flag held, page 1',
    run: (db) => mailPageQuery(db, FIRST_SHOP_ID, { status: null, flags: ['showStudents', 'showStaff'], everyFlag: true })(FIRST),
  },
  {
    fn: 'mailPageQuery',
    label: 'some flags, status, next page',
    run: (db) => mailPageQuery(db, FIRST_SHOP_ID, { status: 'failed', flags: ['showStudents'], everyFlag: false })(NEXT),
  },
  {
    fn: 'mailPageQuery',
    label: 'no flag held',
    run: (db) => mailPageQuery(db, FIRST_SHOP_ID, { status: null, flags: [], everyFlag: false })(FIRST),
  },
]);

const searchFilters = feature('search-filters', 'search-filters.repository', [
  { fn: 'listCollections', label: 'default', run: (db) => listCollections(db, FIRST_SHOP_ID) },
  { fn: 'findCollection', label: 'by handle', run: (db) => findCollection(db, FIRST_SHOP_ID, 'summer-sale') },
  { fn: 'findCollection', label: 'by id or handle', run: (db) => findCollection(db, FIRST_SHOP_ID, '42') },
  { fn: 'listDefinitions', label: 'default', run: (db) => listDefinitions(db, FIRST_SHOP_ID) },
  { fn: 'listCollectionFilters', label: 'every collection', run: (db) => listCollectionFilters(db, FIRST_SHOP_ID) },
  { fn: 'listCollectionFilters', label: 'one collection', run: (db) => listCollectionFilters(db, FIRST_SHOP_ID, 42) },
]);

const returns = feature('returns', 'returns.repository', [
  {
    fn: 'recentReturns',
    label: 'recent returns list',
    run: (db) => recentReturns(db, FIRST_SHOP_ID, 20),
  },
]);

const fieldMonitoring = feature('field-monitoring', 'field-monitoring.repository', [
  {
    fn: 'listFields',
    label: 'default',
    run: (db) => listFields(db, FIRST_SHOP_ID),
  },
]);

const storeSync = feature('store-sync', 'store-sync.repository', [
  {
    fn: 'recentErrors',
    label: 'recent errors list',
    run: (db) => recentErrors(db, FIRST_SHOP_ID, 10),
  },
]);

/**
 * The hand-written list and search queries, called with representative arguments: one default
 * call and each branch that changes the SQL text. The palette has no SQL of its own: it runs the lists'
 * queries (customers, events, giveaways, registration codes, jobs) and customersByNamePrefix.
 */
export const QUERY_CASES: readonly QueryCase[] = [
  ...audit,
  ...bulkPrice,
  ...coupons,
  ...credits,
  ...customers,
  ...displayNames,
  ...events,
  ...fieldMonitoring,
  ...giveaways,
  ...invitations,
  ...jobs,
  ...mail,
  ...priceLog,
  ...registrationCodes,
  ...returns,
  ...searchFilters,
  ...storeSync,
];
