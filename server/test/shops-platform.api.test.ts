import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditContract } from '@console/contracts/audit.contract';
import { FLAGS } from '@console/contracts/common/flags';
import { filesContract } from '@console/contracts/files.contract';
import { homeContract } from '@console/contracts/home.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { mailContract } from '@console/contracts/mail.contract';
import { paletteContract } from '@console/contracts/palette.contract';
import type { ShopContext } from '../src/app-context';
import { writeAudit } from '../src/platform/audit';
import { jobErrorFile } from '../src/platform/error-file';
import { removeExpiredFiles } from '../src/platform/file-retention';
import { findFile, storeFile } from '../src/platform/files';
import { queueMail } from '../src/platform/mail';
import { eraseShopData, perShopTables, redactPersonalData, textColumnsOfEveryTable } from '../src/platform/personal-data';
import { getSetting, putSetting } from '../src/platform/settings';
import { startTestServer, type Identity, type TestServer } from './harness';

const DAY = 86_400_000;

/**
 * Several shops (docs/several-shops.md): the platform's screens and stores of shop B never answer a row, a file or
 * a count of shop A: audit (apart from organisation-wide entries), mail, jobs and their files, the
 * palette, Home's counts, settings, redaction, erasure and file retention.
 */
describe('platform screens per shop', () => {
  let server: TestServer;
  let shopA: ShopContext;
  let shopB: ShopContext;
  let admin: Identity;
  /** Shop A's records. */
  let mailA: number;
  let jobA: number;
  let fileA: number;
  let oldFileA: number;

  const as = (shop: string) => ({ headers: admin.headers, shop });

  beforeAll(async () => {
    // No worker: the queued e-mail and its job stay as this test makes them.
    server = await startTestServer({ runWorker: false, config: { fileRetentionDays: 30 } });
    shopA = server.ctx;
    shopB = await server.addShop('shop-b');
    // No --shop: every flag on every shop, as the operators CLI without --shop does.
    admin = await server.operator(FLAGS);
    const { db, config } = shopA;
    await writeAudit(db, { shop: shopA.shop.id, operatorId: admin.operator.id, action: 'risk-report.generate', target: 'shop-a-only' });
    await writeAudit(db, { shop: null, operatorId: admin.operator.id, action: 'shop.changed', target: 'organisation-wide' });
    await writeAudit(db, {
      shop: shopB.shop.id,
      operatorId: admin.operator.id,
      action: 'bundle-report.generate',
      target: 'shop-b-only',
      after: { email: 'person@shop-b.test' },
    });
    const queued = await db.transaction().execute((trx) =>
      queueMail(
        trx,
        {
          to: 'person@shop-a.test',
          subject: 'Shop A only',
          text: 'Hello person@shop-a.test',
          html: '<p>Hello</p>',
          kind: 'test',
          flag: 'showStudents',
          relatedId: null,
        },
        { shop: shopA.shop.id, operatorId: admin.operator.id, maxAttempts: 1 },
      ),
    );
    mailA = queued.mailId;
    jobA = queued.jobId;
    fileA = (
      await storeFile(db, config.dataDir, {
        shop: shopA.shop.id,
        name: 'shop-a-report.xlsx',
        contentType: 'text/plain',
        bytes: Buffer.from('shop a'),
        operatorId: admin.operator.id,
        flags: ['showStudents'],
      })
    ).id;
    oldFileA = (
      await storeFile(db, config.dataDir, {
        shop: shopA.shop.id,
        name: 'shop-a-old.xlsx',
        contentType: 'text/plain',
        bytes: Buffer.from('old'),
        operatorId: admin.operator.id,
        flags: ['showStudents'],
      })
    ).id;
    await db
      .updateTable('files')
      .set({ created_at: new Date(Date.now() - 60 * DAY).toISOString() })
      .where('id', '=', oldFileA)
      .execute();
    // Shop A's send failed: Home counts a failed job and a failed message there.
    await db.updateTable('mail_outbox').set({ status: 'failed', last_error: 'refused' }).where('id', '=', mailA).execute();
    await db.updateTable('jobs').set({ status: 'failed', last_error: 'refused', result_file_id: fileA }).where('id', '=', jobA).execute();
  }, 60_000);
  afterAll(() => server?.close());

  it('audit: shop B lists, exports and offers its own and organisation-wide entries, never shop A’s', async () => {
    const targets = async (shop: string) =>
      (await server.call(auditContract.list, { body: {}, ...as(shop) })).data().rows.map((r) => r.target);
    expect(await targets('shop-b')).toEqual(expect.arrayContaining(['shop-b-only', 'organisation-wide']));
    expect(await targets('shop-b')).not.toContain('shop-a-only');
    expect(await targets(shopA.shop.name)).toEqual(expect.arrayContaining(['shop-a-only', 'organisation-wide']));
    expect(await targets(shopA.shop.name)).not.toContain('shop-b-only');

    const exported = (await server.call(auditContract.exportRows, { body: {}, ...as('shop-b') })).data().data.map((r) => r.target);
    expect(exported).toContain('organisation-wide');
    expect(exported).not.toContain('shop-a-only');

    const { actions } = (await server.call(auditContract.options, as('shop-b'))).data();
    expect(actions).toEqual(expect.arrayContaining(['shop.changed', 'bundle-report.generate']));
    expect(actions).not.toContain('risk-report.generate');
  });

  it('mail: shop A’s message is not listed, shown or resent under shop B', async () => {
    const idsOf = async (shop: string) => (await server.call(mailContract.list, { body: {}, ...as(shop) })).data().rows.map((r) => r.id);
    expect(await idsOf(shopA.shop.name)).toContain(mailA);
    expect(await idsOf('shop-b')).not.toContain(mailA);
    expect((await server.call(mailContract.detail, { params: { id: mailA }, ...as('shop-b') })).status).toBe(404);
    expect((await server.call(mailContract.resend, { params: { id: mailA }, ...as('shop-b') })).status).toBe(404);
    const stored = await shopA.db.selectFrom('mail_outbox').select('status').where('id', '=', mailA).executeTakeFirstOrThrow();
    expect(stored.status).toBe('failed');
  });

  it('jobs: shop A’s job and its files answer 404 under shop B; list, retry and cancel leave it alone', async () => {
    const listed = async (shop: string) => (await server.call(jobsContract.list, { body: {}, ...as(shop) })).data().rows;
    const inA = (await listed(shopA.shop.name)).find((r) => r.id === jobA);
    expect(inA?.resultFileId).toBe(fileA);
    expect((await listed('shop-b')).map((r) => r.id)).not.toContain(jobA);
    for (const call of [jobsContract.detail, jobsContract.retry, jobsContract.cancel, jobsContract.errorFile] as const)
      expect((await server.call(call, { params: { id: jobA }, ...as('shop-b') })).status).toBe(404);
    const job = await shopA.db.selectFrom('jobs').select('status').where('id', '=', jobA).executeTakeFirstOrThrow();
    expect(job.status).toBe('failed');
    expect(await jobErrorFile(shopB, jobA)).toBeNull();
  });

  it('files: shop A’s file downloads in shop A and answers 404 under shop B', async () => {
    expect((await server.call(filesContract.download, { params: { id: fileA }, ...as(shopA.shop.name) })).status).toBe(200);
    expect((await server.call(filesContract.download, { params: { id: fileA }, ...as('shop-b') })).status).toBe(404);
    expect(await findFile(shopB.db, shopB.config.dataDir, shopB.shop.id, fileA)).toBeNull();
  });

  it('home and palette: shop B counts and finds nothing of shop A', async () => {
    const labels = async (shop: string) => (await server.call(homeContract.attention, as(shop))).data().items.map((i) => i.label);
    expect(await labels(shopA.shop.name)).toEqual(expect.arrayContaining(['Failed jobs', 'Failed mail']));
    expect(await labels('shop-b')).toEqual([]);
    const found = async (shop: string) =>
      (await server.call(paletteContract.find, { query: { q: String(jobA) }, ...as(shop) })).data().records.filter((r) => r.kind === 'job');
    expect(await found(shopA.shop.name)).toHaveLength(1);
    expect(await found('shop-b')).toEqual([]);
  });

  it('settings: a key of one shop is not the other’s', async () => {
    const now = new Date().toISOString();
    await putSetting(shopA.db, shopA.shop.id, 'test.limit', '10', now);
    await putSetting(shopA.db, shopB.shop.id, 'test.limit', '20', now);
    expect(await getSetting(shopA.db, shopA.shop.id, 'test.limit')).toBe('10');
    expect(await getSetting(shopA.db, shopB.shop.id, 'test.limit')).toBe('20');
  });

  it('file retention of shop B removes none of shop A’s expired files', async () => {
    expect(await removeExpiredFiles(shopB)).toBe(0);
    expect((await findFile(shopA.db, shopA.config.dataDir, shopA.shop.id, oldFileA))?.removedAt).toBeNull();
    expect(await removeExpiredFiles(shopA)).toBe(1);
    expect((await findFile(shopA.db, shopA.config.dataDir, shopA.shop.id, oldFileA))?.removedAt).not.toBeNull();
  });

  it('redaction and erasure in shop B reach none of shop A’s rows', async () => {
    const { db } = shopA;
    const tables = await textColumnsOfEveryTable(db);
    const changed = await db.transaction().execute((trx) =>
      redactPersonalData(trx, shopB.shop.id, tables, {
        emails: ['person@shop-a.test'],
        words: [],
        auditTargets: ['shop-a-only'],
        emailReplacement: 'redacted@redacted.invalid',
      }),
    );
    expect(changed).toEqual({});
    const mail = await db.selectFrom('mail_outbox').select(['to_address', 'text_body']).where('id', '=', mailA).executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('person@shop-a.test');

    // Read before the transaction: on SQLite it holds the one connection.
    const shopTables = await perShopTables(db);
    const erased = await db.transaction().execute((trx) => eraseShopData(trx, shopB.shop.id, shopTables));
    expect(erased.changed.settings).toBe(1);
    expect(await getSetting(db, shopB.shop.id, 'test.limit')).toBeUndefined();
    expect(await getSetting(db, shopA.shop.id, 'test.limit')).toBe('10');
    expect(await db.selectFrom('jobs').select('id').where('id', '=', jobA).executeTakeFirst()).toBeDefined();
    expect(await db.selectFrom('mail_outbox').select('id').where('id', '=', mailA).executeTakeFirst()).toBeDefined();
    expect(await db.selectFrom('files').select('id').where('id', '=', fileA).executeTakeFirst()).toBeDefined();
    const entry = await db
      .selectFrom('audit_log')
      .select(['target', 'after'])
      .where('action', '=', 'risk-report.generate')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe('shop-a-only');
    // Shop B's entry keeps who did what to which record; its content is gone.
    const bEntry = await db
      .selectFrom('audit_log')
      .select(['target', 'after'])
      .where('action', '=', 'bundle-report.generate')
      .executeTakeFirstOrThrow();
    expect(bEntry).toEqual({ target: 'shop-b-only', after: null });
    expect(erased.changed.audit_log).toBe(1);
  });
});
