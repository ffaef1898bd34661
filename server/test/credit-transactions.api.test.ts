import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsContract } from '@console/contracts/credits.contract';
import { postEntry } from '../src/features/credits/ledger';
import { seedDemoCredits } from '../src/features/credits/credits.seed';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { addCustomers, ledgerProblems, ledgerState } from './credits-support';

/**
 * The Transactions tab (docs/functions/codes-credits-knot-giveaways.md §2.2, §7): `GET /credits/transactions` served where the client's
 * rewrite lands it, the advanced search, the five amount ranges, sorting, paging and rangesLimits.
 */
describe('credit transactions API', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let ids: { ana: number; ben: number };

  const at = (day: string, time = '12:00:00') => `${day}T${time}.000Z`;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    headers = (await server.operator(['showCredits'], { email: 'tx.viewer@shop.test' })).headers;
    const [ana, ben] = await addCustomers(server, headers, ['ana.lopez@ledger.test', 'ben.kato@ledger.test']);
    if (!ana || !ben) throw new Error('customers not added');
    ids = { ana: Number(ana.shopifyCustomerId), ben: Number(ben.shopifyCustomerId) };
    const store = { id: null, email: 'store@shop.example', name: 'Online Store' };
    const clerk = { id: null, email: 'carla.diaz@shop.example' };
    const entries = [
      { accountId: ids.ana, kind: 'credit', cents: 10_000, reference: 'Loyalty reward', day: '2026-03-01', by: clerk },
      { accountId: ids.ana, kind: 'order', cents: -2_500, reference: '#1001', day: '2026-03-02', by: store },
      { accountId: ids.ana, kind: 'refund', cents: 1_500, reference: 'Return RMA-1', day: '2026-03-03', by: store },
      { accountId: ids.ben, kind: 'credit', cents: 4_000, reference: 'Price match', day: '2026-03-03', by: clerk },
      { accountId: ids.ben, kind: 'discount_code', cents: -1_000, reference: 'WELCOME10', day: '2026-03-04', by: store },
      { accountId: ids.ben, kind: 'adjustment', cents: -500, reference: 'Correction', day: '2026-03-05', by: clerk },
    ] as const;
    for (const e of entries) {
      await postEntry(
        server.ctx.db,
        server.ctx.shop.id,
        { accountId: e.accountId, kind: e.kind, cents: e.cents, reference: e.reference },
        { operator: e.by, allowNegative: false, maxCents: server.ctx.config.creditMaxCents, requestId: null, now: at(e.day) },
      );
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const query = (q: Record<string, string | number>) =>
    server.call(creditsContract.transactions, { query: { startDate: '2026-03-01', endDate: '2026-03-31', ...q }, headers });

  it('is served at /api/transactions, where /credits/transactions lands after the rewrite', async () => {
    const res = await server.request('GET', '/api/transactions?startDate=2026-03-01&endDate=2026-03-31', { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await server.request('GET', '/credits/transactions', { headers })).status).toBe(404);
    expect((await server.request('GET', '/api/transactions')).status).toBe(401);
  });

  it('lists the window newest first with signed amounts, balances after, names and rangesLimits', async () => {
    const page = (await query({})).data();
    expect(page).toMatchObject({ status: true, total: 6, hasPrevious: false, hasNext: false });
    expect(page.rangesLimits).toEqual({
      creditAmount: 100,
      adjustmentAmount: 5,
      discountCodeAmount: 10,
      orderAmount: 25,
      refundAmount: 15,
    });
    expect(page.list.map((t) => [t.transactionType, t.amount, t.balanceAfter])).toEqual([
      ['Adjustment', -5, 25],
      ['Discount Code', -10, 30],
      ['Credit', 40, 40],
      ['Refund', 15, 90],
      ['Order', -25, 75],
      ['Credit', 100, 100],
    ]);
    expect(page.list[0]).toMatchObject({
      customerName: 'Ben Kato',
      customerEmail: 'ben.kato@ledger.test',
      reference: 'Correction',
      adminName: 'Carla Diaz',
      adminEmail: 'carla.diaz@shop.example',
      createdDate: at('2026-03-05'),
    });
    expect(page.list[1]?.adminName).toBe('Online Store');
  });

  it('takes the window as whole days, in either date form; answers No records found. outside it', async () => {
    expect((await query({ startDate: '03/02/2026', endDate: '03/03/2026' })).data().total).toBe(3);
    expect((await query({ startDate: '2026-03-05T00:00:00Z', endDate: '2026-03-05T23:59:59Z' })).data().total).toBe(1);
    const none = (await query({ startDate: '2025-01-01', endDate: '2025-01-02' })).data();
    expect(none).toMatchObject({ total: 0, msg: 'No records found.', list: [] });
    expect((await query({ startDate: 'yesterday' })).status).toBe(400);
  });

  it('searches and filters by customer and creator', async () => {
    const refs = async (q: Record<string, string>) => (await query(q)).data().list.map((t) => t.reference);
    expect(await refs({ search: 'rma' })).toEqual(['Return RMA-1']);
    expect(await refs({ search: 'ben.kato' })).toHaveLength(3);
    expect(await refs({ customerName: 'ana' })).toEqual(['Return RMA-1', '#1001', 'Loyalty reward']);
    expect(await refs({ customerEmail: 'BEN.' })).toHaveLength(3);
    expect(await refs({ createdByName: 'carla', customerEmail: 'ben' })).toEqual(['Correction', 'Price match']);
    expect(await refs({ createdByEmail: 'store@' })).toEqual(['WELCOME10', 'Return RMA-1', '#1001']);
  });

  it('filters by the enabled amount ranges in dollars, any of them, under either name', async () => {
    const refs = async (q: Record<string, string>) => (await query(q)).data().list.map((t) => t.reference);
    expect(await refs({ credit: '50,100' })).toEqual(['Loyalty reward']);
    expect(await refs({ creditAmount: '0,45' })).toEqual(['Price match']);
    expect(await refs({ order: '20,30', refund: '10,15' })).toEqual(['Return RMA-1', '#1001']);
    expect(await refs({ adjustment: '0,4' })).toEqual([]);
    expect((await query({ credit: '10' })).status).toBe(400);
  });

  it('sorts by each field both ways and pages by page and pageSize', async () => {
    const amounts = (await query({ sortField: 'amount', sortOrder: 'asc' })).data().list.map((t) => t.amount);
    expect(amounts).toEqual([-25, -10, -5, 15, 40, 100]);
    const names = (await query({ sortField: 'customerName', sortOrder: 'desc' })).data().list.map((t) => t.customerName);
    expect(names.slice(0, 3)).toEqual(['Ben Kato', 'Ben Kato', 'Ben Kato']);
    const oldest = (await query({ sortField: 'createdDate', sortOrder: 'asc', page: 2, pageSize: 4 })).data();
    expect(oldest).toMatchObject({ total: 6, hasPrevious: true, hasNext: false });
    expect(oldest.list.map((t) => t.reference)).toEqual(['WELCOME10', 'Correction']);
    for (const sortField of ['customerEmail', 'reference', 'adminName']) {
      expect((await query({ sortField, sortOrder: 'asc' })).status).toBe(200);
    }
  });

  it('demo data makes a consistent ledger with more than a page in the default window', async () => {
    await seedDemoCredits(server.ctx.db, server.ctx.shop.id);
    expect(ledgerProblems(await ledgerState(server.ctx.db))).toEqual([]);
    const day = 86_400_000;
    const start = new Date(Date.now() - 2 * day).toISOString().slice(0, 10);
    const end = new Date(Date.now() + day).toISOString().slice(0, 10);
    const page = (
      await server.call(creditsContract.transactions, { query: { startDate: start, endDate: end, page: 1, pageSize: 10 }, headers })
    ).data();
    expect(page.total).toBeGreaterThan(10);
    expect(page.hasNext).toBe(true);
    const customers = (await server.call(creditsContract.customers, { query: { pageSize: 10 }, headers })).data();
    expect(customers.total).toBeGreaterThan(10);
  });
});
