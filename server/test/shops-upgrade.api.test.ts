import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { databaseBefore, type DatabaseBefore } from './migration-support';

/**
 * The upgrade to several shops (docs/several-shops.md: "an install from before keeps every record, all in the first shop"): a
 * database made by the release before several shops (every migration up to 0186, rows written as it wrote
 * them) is migrated; every row is still there in shop 1, each unique key now holds within a shop (a second
 * shop may reuse it, the first may not twice), random tokens stay unique across shops, and each operator's
 * flags are theirs in shop 1.
 */

const NOW = '2025-05-01T10:00:00.000Z';

type Row = Record<string, unknown>;

/** Rows of before, per table, and for each keyed table the row a second shop may repeat and the first may not. */
const BEFORE: Record<string, Row[]> = {
  customers: [
    {
      programme: 'students',
      email: 'Ada@Example.com',
      email_lower: 'ada@example.com',
      status: 'approved',
      created_at: NOW,
      updated_at: NOW,
    },
    {
      programme: 'students',
      email: 'bo@example.com',
      email_lower: 'bo@example.com',
      status: 'pending',
      created_at: NOW,
      updated_at: NOW,
      store_id: 7001,
    },
    {
      programme: 'retirees',
      email: 'ada@example.com',
      email_lower: 'ada@example.com',
      status: 'approved',
      created_at: NOW,
      updated_at: NOW,
    },
  ],
  settings: [
    { key: 'default_discount_limit', value: '50000', updated_at: NOW },
    { key: 'store.watermark', value: '"2025-04-30T00:00:00Z"', updated_at: NOW },
  ],
  display_names: [
    { key: 'programme.students', value: 'Students', sort: 1, updated_at: NOW },
    { key: 'programme.retirees', value: 'Retirees', sort: 2, updated_at: NOW },
  ],
  coupons: [
    { code: 'SAVE10-AAAA', created_at: NOW, updated_at: NOW },
    { code: 'SAVE10-BBBB', order_ref: '#1001', assigned_at: NOW, created_at: NOW, updated_at: NOW },
  ],
  jobs: [
    { type: 'coupons.upload', status: 'done', run_after: NOW, created_at: NOW, updated_at: NOW, flags: 'showCoupons', dedupe_key: null },
    {
      type: 'store-sync.reconcile',
      status: 'pending',
      run_after: NOW,
      created_at: NOW,
      updated_at: NOW,
      flags: 'showStoreSync',
      dedupe_key: 'schedule:store-sync.reconcile:2025-05-01T10:00',
    },
  ],
  files: [
    {
      name: 'Coupons.xlsx',
      content_type: 'application/octet-stream',
      size: 3,
      storage_path: 'files/1',
      operator_id: null,
      created_at: NOW,
      flags: 'showCoupons',
    },
  ],
  audit_log: [
    { operator_id: null, action: 'coupons.upload', target: 'coupons', before: null, after: '{"count":2}', created_at: NOW },
    {
      operator_id: null,
      action: 'operators.grant',
      target: 'operator:1',
      before: null,
      after: '{"flags":["showCoupons"]}',
      created_at: NOW,
    },
  ],
  schedules: [
    {
      name: 'store-sync.reconcile',
      cron: '*/15 * * * *',
      time_zone: 'UTC',
      job_type: 'store-sync.reconcile',
      payload: '{}',
      next_run_at: NOW,
      updated_at: NOW,
    },
    {
      name: 'field-monitoring.check',
      cron: '0 * * * *',
      time_zone: 'UTC',
      job_type: 'field-monitoring.check',
      payload: '{}',
      next_run_at: NOW,
      updated_at: NOW,
    },
  ],
  return_order_locks: [{ order_id: 501 }, { order_id: 502 }],
  store_webhook_events: [
    { event_id: 'evt-1', topic: 'customers/update', shop_domain: 'employee-store-dev.myshopify.com', received_at: NOW },
    { event_id: 'evt-2', topic: 'customers/delete', shop_domain: 'employee-store-dev.myshopify.com', received_at: NOW },
  ],
  store_customer_tombstones: [{ store_id: 9001, deleted_at: NOW, final: 1 }],
  store_writes: [1, 2, 3].map((n) => ({
    intent_key: `customer:${7000 + n}:approve`,
    kind: 'customer.tags',
    target: `gid://shopify/Customer/${7000 + n}`,
    payload: '{}',
    status: 'done',
    created_at: NOW,
    updated_at: NOW,
  })),
  invitations: [
    {
      programme: 'students',
      email: 'cy@example.com',
      email_lower: 'cy@example.com',
      token_hash: 'hash-of-a-random-token',
      created_at: NOW,
      updated_at: NOW,
    },
  ],
};

/** For each table with a key: a row that repeats a key of before. */
const REPEATED: Record<string, Row> = {
  customers: { programme: 'students', email: 'ada@example.com', email_lower: 'ada@example.com', created_at: NOW, updated_at: NOW },
  settings: { key: 'default_discount_limit', value: '1', updated_at: NOW },
  display_names: { key: 'programme.students', value: 'Studierende', updated_at: NOW },
  coupons: { code: 'SAVE10-AAAA', created_at: NOW, updated_at: NOW },
  jobs: {
    type: 'store-sync.reconcile',
    status: 'pending',
    run_after: NOW,
    created_at: NOW,
    updated_at: NOW,
    flags: '',
    dedupe_key: 'schedule:store-sync.reconcile:2025-05-01T10:00',
  },
  schedules: {
    name: 'store-sync.reconcile',
    cron: '*/15 * * * *',
    time_zone: 'UTC',
    job_type: 'store-sync.reconcile',
    payload: '{}',
    next_run_at: NOW,
    updated_at: NOW,
  },
  return_order_locks: { order_id: 501 },
  store_webhook_events: { event_id: 'evt-1', topic: 'customers/update', received_at: NOW },
  store_customer_tombstones: { store_id: 9001, deleted_at: NOW },
  store_writes: {
    intent_key: 'customer:7001:approve',
    kind: 'customer.tags',
    target: 'x',
    payload: '{}',
    status: 'pending',
    created_at: NOW,
    updated_at: NOW,
  },
};

describe('upgrade to several shops (0190)', () => {
  let before: DatabaseBefore | undefined;
  const operatorIds: Record<string, number> = {};

  beforeAll(async () => {
    before = await databaseBefore('0190');
    const { legacy } = before;
    for (const [table, rows] of Object.entries(BEFORE)) await legacy.insertInto(table).values(rows).execute();
    // A deleted write: its id is never handed out again, across the rebuild of store_writes on SQLite too.
    await legacy.deleteFrom('store_writes').where('intent_key', '=', 'customer:7003:approve').execute();
    const job = await legacy.selectFrom('jobs').select('id').where('type', '=', 'coupons.upload').executeTakeFirstOrThrow();
    await legacy.insertInto('job_payloads').values({ job_id: job.id, payload: '{"file":1}' }).execute();
    for (const [email, flags] of [
      ['admin@example.com', 'showCoupons,showStudents'],
      ['viewer@example.com', 'showCoupons'],
      ['nobody@example.com', ''],
    ] as const) {
      const row = await legacy
        .insertInto('operators')
        .values({ email, password_hash: 'x', flags, created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      operatorIds[email] = Number(row.id);
    }
    await migrateToLatest(before.db as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await before?.close();
  });

  it('keeps every row of before, each in shop 1', async () => {
    const { legacy } = before!;
    for (const [table, rows] of Object.entries(BEFORE)) {
      const expected = table === 'store_writes' ? rows.length - 1 : rows.length;
      const shops = (await legacy.selectFrom(table).select('shop_id').execute()).map((r) => r.shop_id);
      expect({ table, shops }).toEqual({ table, shops: Array<number>(expected).fill(1) });
    }
    // Rows keep their values, not only their number.
    expect(await legacy.selectFrom('settings').select(['key', 'value']).orderBy('key').execute()).toEqual([
      { key: 'default_discount_limit', value: '50000' },
      { key: 'store.watermark', value: '"2025-04-30T00:00:00Z"' },
    ]);
    expect(await legacy.selectFrom('customers').select(['programme', 'email', 'store_id']).orderBy('id').execute()).toEqual([
      { programme: 'students', email: 'Ada@Example.com', store_id: null },
      { programme: 'students', email: 'bo@example.com', store_id: 7001 },
      { programme: 'retirees', email: 'ada@example.com', store_id: null },
    ]);
    expect(await legacy.selectFrom('job_payloads').select('payload').execute()).toEqual([{ payload: '{"file":1}' }]);
  });

  it('makes shop 1 the placeholder record, and the next shop gets the next id', async () => {
    const { legacy } = before!;
    expect(await legacy.selectFrom('shops').select(['id', 'name', 'store_url', 'domain', 'mtd']).execute()).toEqual([
      { id: 1, name: 'employee-store-dev', store_url: null, domain: null, mtd: null },
    ]);
    const added = await legacy
      .insertInto('shops')
      .values({ name: 'employee-store-ca', mtd: 1, created_at: NOW, updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(2);
    await expect(
      legacy.insertInto('shops').values({ name: 'employee-store-ca', created_at: NOW, updated_at: NOW }).execute(),
    ).rejects.toThrow();
    await legacy.updateTable('shops').set({ domain: 'employee-store-ca.myshopify.com' }).where('id', '=', 2).execute();
    await expect(
      legacy
        .insertInto('shops')
        .values({ name: 'employee-store-us', domain: 'employee-store-ca.myshopify.com', created_at: NOW, updated_at: NOW })
        .execute(),
    ).rejects.toThrow();
  });

  it('holds each key of before within a shop: a second shop may repeat it, the first may not', async () => {
    const { legacy } = before!;
    for (const [table, row] of Object.entries(REPEATED)) {
      await expect(
        legacy
          .insertInto(table)
          .values({ ...row, shop_id: 1 })
          .execute(),
        `${table} twice in shop 1`,
      ).rejects.toThrow();
      await legacy
        .insertInto(table)
        .values({ ...row, shop_id: 2 })
        .execute();
      const count = await legacy
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where('shop_id', '=', 2)
        .executeTakeFirstOrThrow();
      expect({ table, n: Number(count.n) }).toEqual({ table, n: 1 });
    }
    // A random token a public page looks up with no shop stays unique across shops.
    await expect(
      legacy
        .insertInto('invitations')
        .values({
          shop_id: 2,
          programme: 'students',
          email_lower: 'dee@example.com',
          token_hash: 'hash-of-a-random-token',
          created_at: NOW,
          updated_at: NOW,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('never hands out the id of a deleted write again', async () => {
    const { legacy } = before!;
    const row = await legacy
      .insertInto('store_writes')
      .values({
        shop_id: 1,
        intent_key: 'customer:7009:approve',
        kind: 'customer.tags',
        target: 'x',
        payload: '{}',
        status: 'pending',
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(row.id)).toBeGreaterThan(3);
  });

  it('gives each operator their flags of before in shop 1, and none where they had none', async () => {
    const { legacy } = before!;
    expect(
      await legacy.selectFrom('operator_shop_flags').select(['shop_id', 'operator_id', 'flags']).orderBy('operator_id').execute(),
    ).toEqual([
      { shop_id: 1, operator_id: operatorIds['admin@example.com'], flags: 'showCoupons,showStudents' },
      { shop_id: 1, operator_id: operatorIds['viewer@example.com'], flags: 'showCoupons' },
    ]);
  });

  it('keeps the audit log append-only, its shop included, and still lets a redaction through', async () => {
    const { db, legacy } = before!;
    const entry = await legacy.selectFrom('audit_log').select('id').orderBy('id').executeTakeFirstOrThrow();
    await expect(legacy.updateTable('audit_log').set({ target: 'changed' }).where('id', '=', entry.id).execute()).rejects.toThrow(
      /never changed/,
    );
    await expect(legacy.deleteFrom('audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(/never changed/);
    await db.transaction().execute(async (trx) => {
      const t = trx as unknown as Kysely<Record<string, Row>>;
      await t.insertInto('audit_redaction_grants').values({ audit_id: entry.id }).execute();
      await t.updateTable('audit_log').set({ after: '{"redacted":true}' }).where('id', '=', entry.id).execute();
      await t.deleteFrom('audit_redaction_grants').execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        const t = trx as unknown as Kysely<Record<string, Row>>;
        await t.insertInto('audit_redaction_grants').values({ audit_id: entry.id }).execute();
        await t.updateTable('audit_log').set({ shop_id: 2 }).where('id', '=', entry.id).execute();
      }),
    ).rejects.toThrow(/never changed/);
    expect(await legacy.selectFrom('audit_log').select(['shop_id', 'after']).where('id', '=', entry.id).execute()).toEqual([
      { shop_id: 1, after: '{"redacted":true}' },
    ]);
  });
});
