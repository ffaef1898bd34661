import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { CompiledQuery, sql } from 'kysely';
import { paletteContract } from '@console/contracts/palette.contract';
import { captureSql } from '../src/bench/sql-probe';
import { dbKind } from '../src/db/dialect';
import { customersByNamePrefix } from '../src/features/customers/customers.repository';
import { DEMO_ORDER_NUMBER } from '../src/integrations/commerce/commerce-demo';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { startTestServer, type Identity, type TestServer } from './harness';
import { insertCustomer } from './seed';

/** GET /api/palette (Ctrl+K): records of the functions the operator may open, and only those. */
describe('palette', () => {
  let server: TestServer;
  let everything: Identity;
  let studentsOnly: Identity;
  let nothing: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 3 });
    await insertCustomer(server.ctx.db, {
      programme: 'student',
      status: 'approved',
      email: 'ada.find@campus.test',
      first_name: 'Ada',
      last_name: 'Find',
    });
    await insertCustomer(server.ctx.db, {
      programme: 'staff',
      status: 'pending',
      email: 'ada.find.staff@shop.test',
      first_name: 'Ada',
      last_name: 'Staff',
    });
    everything = await server.operator(['showStudents', 'showStaff', 'showOrderReturns']);
    studentsOnly = await server.operator(['showStudents']);
    nothing = await server.operator(['showCoupons']);
  });
  afterAll(async () => {
    await server?.close();
  });

  const find = (q: string, as: Identity) => server.call(paletteContract.find, { query: { q }, headers: as.headers });

  it('finds students and staff by e-mail, each opening its list on its tab with the e-mail searched', async () => {
    const { records } = (await find('ADA.FIND', everything)).data();
    expect(records).toEqual([
      {
        kind: 'student',
        title: 'Ada Find',
        detail: 'ada.find@campus.test · Student, Approved',
        href: '/students?tab=1&search=ada.find%40campus.test&searchType=Email',
      },
      {
        kind: 'staff',
        title: 'Ada Staff',
        detail: 'ada.find.staff@shop.test · Staff, Pending',
        href: '/staff?tab=0&search=ada.find.staff%40shop.test&searchType=Email',
      },
    ]);
  });

  it('finds students and staff by first or last name, any case, each once, opening the same row as by e-mail', async () => {
    const student = {
      kind: 'student',
      title: 'Ada Find',
      detail: 'ada.find@campus.test · Student, Approved',
      href: '/students?tab=1&search=ada.find%40campus.test&searchType=Email',
    };
    const staff = {
      kind: 'staff',
      title: 'Ada Staff',
      detail: 'ada.find.staff@shop.test · Staff, Pending',
      href: '/staff?tab=0&search=ada.find.staff%40shop.test&searchType=Email',
    };
    // Last name, then first name (which the e-mails also start with: still once each).
    expect((await find('FIND', everything)).data().records).toEqual([student]);
    expect((await find('ada', everything)).data().records).toEqual([student, staff]);
    expect((await find('STAF', everything)).data().records).toEqual([staff]);
    // First and last name together.
    expect((await find('ada  st', everything)).data().records).toEqual([staff]);
    expect((await find('Ada Fi', everything)).data().records).toEqual([student]);
    expect((await find('ada', studentsOnly)).data().records).toEqual([student]);
    expect((await find('ada', nothing)).data().records).toEqual([]);
    expect((await find('lovelace', everything)).data().records).toEqual([]);
  });

  it('finds by name with an index range scan on either name (a million customers stay fast)', async () => {
    const db = server.ctx.db;
    for (const column of ['first_name', 'last_name'] as const) {
      const query = await captureSql(db, (d) => customersByNamePrefix(d, FIRST_SHOP_ID, 'student', { [column]: 'ada' }, 5));
      const plan = await db.transaction().execute(async (trx) => {
        const postgres = dbKind(db) === 'postgres';
        // A few rows make a sequential scan cheapest on PostgreSQL; with it priced out the plan shows whether the index serves the range.
        if (postgres) await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const rows = await trx.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(`${postgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${query.sql}`, [...query.parameters]),
        );
        return rows.rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
      });
      expect(plan).toContain(`customers_${column}_search`);
      expect(plan).not.toMatch(/SCAN customers(?! USING)|Seq Scan/);
    }
  });

  it('finds an order by its number, with or without #, opening Returns on it', async () => {
    for (const q of [String(DEMO_ORDER_NUMBER), `#${DEMO_ORDER_NUMBER}`]) {
      const { records } = (await find(q, everything)).data();
      expect(records[0]).toMatchObject({
        kind: 'order',
        title: `Order #${DEMO_ORDER_NUMBER}`,
        href: `/orderReturns?order=${DEMO_ORDER_NUMBER}`,
      });
    }
    expect((await find('999999', everything)).data().records).toEqual([]);
  });

  it('respects the flags: no staff or orders without their flags, nothing without any', async () => {
    expect((await find('ada.find', studentsOnly)).data().records.map((r) => r.kind)).toEqual(['student']);
    expect((await find(String(DEMO_ORDER_NUMBER), studentsOnly)).data().records).toEqual([]);
    expect((await find('ada.find', nothing)).data().records).toEqual([]);
  });

  it('refuses empty or overlong text with a field error, and answers 401 without a session', async () => {
    const empty = await find('   ', everything);
    expect(empty.status).toBe(400);
    expect((await find('x'.repeat(121), everything)).status).toBe(400);
    expect((await server.call(paletteContract.find, { query: { q: 'ada' } })).status).toBe(401);
  });
});
