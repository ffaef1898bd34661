import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_NAME_RULE } from '@console/contracts/shops.contract';
import { bundleArgs } from '../src/dev/server-bundle';
import { findShopRecord, listShopRecords } from '../src/platform/shops';
import { openSecret } from '../src/platform/secrets';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { STAND_IN_SHOP, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { MIRROR_MODULES } from './store-mirror-modules';
import { CLIENT_ID, CLIENT_SECRET, startMirrorStandIn } from './store-mirror-support';
import { startTestServer, TEST_SECRETS_KEY, type TestServer } from './harness';
import { insertCustomer } from './seed';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

/** `npm run shops -- …` (docs/several-shops.md): a separate process on the server's database, with the app's credentials. */
async function shopsCli(server: TestServer, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  const base: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: server.database.config.dataDir,
    DATABASE_URL: server.database.config.databaseUrl ?? '',
    SECRETS_KEY: server.database.config.databaseUrl ? TEST_SECRETS_KEY : '',
    SHOPIFY_CLIENT_ID: CLIENT_ID,
    SHOPIFY_CLIENT_SECRET: CLIENT_SECRET,
    LOG_LEVEL: 'silent',
    ...env,
  };
  // The environment's shop is the embedded store here; a connected one comes from --store-url.
  delete base.SHOPIFY_STORE_URL;
  delete base.SHOPIFY_ACCESS_TOKEN;
  for (const [key, value] of Object.entries(base)) if (value === '') delete base[key];
  try {
    const { stdout, stderr } = await run(process.execPath, bundleArgs('shops', args), { cwd: serverDir, env: base });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('shops command line: add, list, set, remove', () => {
  let server: TestServer;
  let standIn: ShopifyStandIn;
  const names = async () => (await listShopRecords(server.ctx.db)).map((r) => r.name);

  beforeAll(async () => {
    standIn = await startMirrorStandIn({ modules: [...MIRROR_MODULES, tokenExchangeModule] });
    server = await startTestServer({ runWorker: false, config: { shopName: 'employee-store-dev' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('refuses a name that breaks the rule, with the rule, storing nothing', async () => {
    for (const bad of ['Employee-CA', 'employee_ca', '-ca', 'ca-', 'e s']) {
      const res = await shopsCli(server, ['add', bad]);
      expect(res.code, bad).toBe(1);
      expect(res.out, bad).toContain(SHOP_NAME_RULE);
    }
    expect(await names()).toEqual(['employee-store-dev']);
  }, 60_000);

  it('adds an embedded shop with its options, served by the running server after a refresh, and lists it', async () => {
    const added = await shopsCli(server, [
      'add',
      'employee-store-ca',
      '--mtd',
      'on',
      '--time-zone',
      'America/Toronto',
      '--price-log-columns',
      'off',
    ]);
    expect(added).toEqual({ code: 0, out: 'Added shop employee-store-ca (embedded store)\n' });
    expect(await findShopRecord(server.ctx.db, 'employee-store-ca')).toMatchObject({
      store_url: null,
      domain: null,
      time_zone: 'America/Toronto',
      mtd: 1,
      price_log_columns: 0,
    });
    await server.ctx.shops.refresh();
    expect(server.ctx.shops.byName('employee-store-ca')?.shop).toMatchObject({
      mtd: true,
      priceLogColumns: false,
      timeZone: 'America/Toronto',
      domain: null,
    });

    const again = await shopsCli(server, ['add', 'employee-store-ca']);
    expect(again).toMatchObject({ code: 1, out: expect.stringContaining('There is already a shop named employee-store-ca.') });
    expect(await shopsCli(server, ['add', 'employee-store-xx', '--mtd', 'maybe'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('--mtd is on or off'),
    });
    expect(await shopsCli(server, ['add', 'employee-store-xx', '--time-zone', 'Mars/Olympus'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('not an IANA time zone'),
    });

    const list = await shopsCli(server, ['list']);
    expect(list.code).toBe(0);
    expect(list.out.split('\n').filter(Boolean)).toEqual([
      'employee-store-ca\tembedded\ttime zone America/Toronto\tmtd on\tprice-log columns off',
      expect.stringMatching(
        /^employee-store-dev\tembedded\ttime zone .+ \(default\)\tmtd off \(default\)\tprice-log columns on \(default\)\t\(the environment's shop\)$/,
      ),
    ]);
  }, 60_000);

  it("adds a connected store: its domain and time zone read with the app's token; refused when the store refuses or is another shop's", async () => {
    const added = await shopsCli(server, ['add', 'employee-store-us', '--store-url', standIn.url]);
    expect(added).toEqual({ code: 0, out: `Added shop employee-store-us (${STAND_IN_SHOP})\n` });
    expect(await findShopRecord(server.ctx.db, 'employee-store-us')).toMatchObject({
      store_url: standIn.url,
      domain: STAND_IN_SHOP,
      time_zone: 'America/Toronto',
      access_token: null,
    });

    const taken = await shopsCli(server, ['add', 'employee-store-us2', '--store-url', standIn.url]);
    expect(taken).toMatchObject({
      code: 1,
      out: expect.stringContaining(`The store ${STAND_IN_SHOP} is already the shop employee-store-us`),
    });
    const refused = await shopsCli(server, ['add', 'employee-store-us3', '--store-url', standIn.url], {
      SHOPIFY_CLIENT_SECRET: 'not-the-secret',
    });
    expect(refused).toMatchObject({
      code: 1,
      out: expect.stringContaining(`The store at ${standIn.url} refused or did not answer, so nothing was stored`),
    });
    expect(refused.out).toContain("refused the app's client credentials");
    const down = await shopsCli(server, ['add', 'employee-store-us4', '--store-url', 'http://127.0.0.1:9']);
    expect(down).toMatchObject({ code: 1, out: expect.stringContaining('nothing was stored') });
    const noCredentials = await shopsCli(server, ['add', 'employee-store-us5', '--store-url', standIn.url], {
      SHOPIFY_CLIENT_ID: '',
      SHOPIFY_CLIENT_SECRET: '',
    });
    expect(noCredentials).toMatchObject({ code: 1, out: expect.stringContaining('needs --access-token') });
    expect(await names()).toEqual(['employee-store-ca', 'employee-store-dev', 'employee-store-us']);
  }, 60_000);

  it('sets options, keeps an own access token sealed, and refuses what it cannot set', async () => {
    const token = (
      (await await fetch(`${standIn.url}/admin/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'client_credentials' }),
      }).then((r) => r.json())) as { access_token: string }
    ).access_token;
    expect(await shopsCli(server, ['set', 'employee-store-us', '--access-token', token, '--mtd', 'off'])).toEqual({
      code: 0,
      out: 'Shop employee-store-us changed\n',
    });
    const record = await findShopRecord(server.ctx.db, 'employee-store-us');
    expect(record?.access_token).not.toContain(token);
    expect(openSecret(server.ctx.config, record?.access_token ?? '')).toBe(token);
    expect(record?.mtd).toBe(0);

    expect(await shopsCli(server, ['set', 'employee-store-us', '--access-token', 'shpat_wrong'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('nothing was stored'),
    });
    expect(await shopsCli(server, ['set', 'no-such-shop', '--mtd', 'on'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('No shop named no-such-shop.'),
    });
    expect(await shopsCli(server, ['set', 'employee-store-dev', '--store-url', standIn.url])).toMatchObject({
      code: 1,
      out: expect.stringContaining("is the environment's shop"),
    });
    expect(await shopsCli(server, ['set', 'employee-store-ca'])).toMatchObject({ code: 1, out: expect.stringContaining('Nothing to set') });
    expect(await shopsCli(server, ['set', 'employee-store-dev', '--mtd', 'on'])).toEqual({
      code: 0,
      out: 'Shop employee-store-dev changed\n',
    });
    expect((await findShopRecord(server.ctx.db, 'employee-store-dev'))?.mtd).toBe(1);
    expect(await shopsCli(server, ['set', 'employee-store-us', '--time-zone', 'Europe/Paris'])).toMatchObject({
      code: 1,
      out: expect.stringContaining("employee-store-us is connected to a store: its time zone is the store's (America/Toronto)."),
    });
    expect((await findShopRecord(server.ctx.db, 'employee-store-us'))?.time_zone).toBe('America/Toronto');
  }, 60_000);

  it("keeps a shop's own coupon discount and return address, refusing malformed ones, and goes back to the environment's", async () => {
    const address = 'CA Returns|1 Front St W|Toronto|ON|M5J 2X5|4165550100';
    expect(await shopsCli(server, ['set', 'employee-store-us', '--coupon-discount-id', '1057371', '--return-address', address])).toEqual({
      code: 0,
      out: 'Shop employee-store-us changed\n',
    });
    expect(await findShopRecord(server.ctx.db, 'employee-store-us')).toMatchObject({
      coupon_discount_id: 'gid://shopify/DiscountCodeNode/1057371',
      return_address: address,
    });
    await server.ctx.shops.refresh();
    expect(server.ctx.shops.byName('employee-store-us')?.shop).toMatchObject({
      couponDiscountId: 'gid://shopify/DiscountCodeNode/1057371',
      returnAddress: address,
    });
    // The other shops keep the environment's.
    expect(server.ctx.shops.byName('employee-store-ca')?.shop.returnAddress).toBe(server.ctx.config.returnAddress);
    expect(server.ctx.shops.byName('employee-store-ca')?.shop.couponDiscountId).toBeNull();
    const list = await shopsCli(server, ['list']);
    expect(list.out).toContain(
      'coupon discount gid://shopify/DiscountCodeNode/1057371\treturns to CA Returns, 1 Front St W, Toronto, ON, M5J 2X5, 4165550100',
    );

    expect(await shopsCli(server, ['set', 'employee-store-us', '--coupon-discount-id', 'SUMMER'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('--coupon-discount-id "SUMMER" must be a code discount id'),
    });
    expect(await shopsCli(server, ['add', 'employee-store-xx', '--return-address', 'Returns|Toronto'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('--return-address "Returns|Toronto" must be six parts separated by |'),
    });
    expect(await names()).not.toContain('employee-store-xx');

    expect(await shopsCli(server, ['set', 'employee-store-us', '--coupon-discount-id', 'default', '--return-address', 'default'])).toEqual({
      code: 0,
      out: 'Shop employee-store-us changed\n',
    });
    expect(await findShopRecord(server.ctx.db, 'employee-store-us')).toMatchObject({ coupon_discount_id: null, return_address: null });
  }, 60_000);

  it("removes a shop only with --yes, saying what it erases; never the environment's shop", async () => {
    const ca = (await findShopRecord(server.ctx.db, 'employee-store-ca'))!;
    await insertCustomer(server.ctx.db, { shop_id: ca.id, programme: 'student', status: 'approved', email: 'ca.student@shop.test' });
    await insertCustomer(server.ctx.db, { shop_id: ca.id, programme: 'student', status: 'pending', email: 'ca.pending@shop.test' });
    const kept = await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved', email: 'dev.student@shop.test' });
    // Rows that reference each other (a code names its partner): erased children first.
    const now = new Date().toISOString();
    const partner = await server.ctx.db
      .insertInto('partners')
      .values({ shop_id: ca.id, name: 'Alpha Tools', handle: 'alpha-tools', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = await server.ctx.db
      .insertInto('registration_codes')
      .values({
        shop_id: ca.id,
        code: 'CA-1',
        code_lower: 'ca-1',
        start_date: '2026-01-01',
        end_date: '2027-01-01',
        partner_id: partner.id,
        spend_limit_cents: null,
        max_registration_count: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .insertInto('code_redemptions')
      .values({
        shop_id: ca.id,
        code_id: code.id,
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@shop.test',
        email_lower: 'ann@shop.test',
        created_at: now,
      })
      .execute();

    const asked = await shopsCli(server, ['remove', 'employee-store-ca']);
    expect(asked.code).toBe(1);
    expect(asked.out).toMatch(
      /Removing employee-store-ca erases \d+ rows of its data \(.*customers 2.*\).*\. Run again with --yes to remove it\./,
    );
    expect(await names()).toContain('employee-store-ca');

    expect(await shopsCli(server, ['remove', 'employee-store-dev', '--yes'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('the shop the environment defines'),
    });
    expect(await shopsCli(server, ['remove', 'no-such-shop', '--yes'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('No shop named no-such-shop.'),
    });

    const removed = await shopsCli(server, ['remove', 'employee-store-ca', '--yes']);
    expect(removed.code, removed.out).toBe(0);
    expect(removed.out).toMatch(/^Removed shop employee-store-ca: \d+ rows erased or redacted\n$/);
    expect(await names()).toEqual(['employee-store-dev', 'employee-store-us']);
    const left = await server.ctx.db
      .selectFrom('customers')
      .select(['id', 'shop_id'])
      .where('email_lower', 'in', ['ca.student@shop.test', 'ca.pending@shop.test', 'dev.student@shop.test'])
      .execute();
    expect(left).toEqual([{ id: kept.id, shop_id: kept.shop_id }]);
    for (const table of ['partners', 'registration_codes', 'code_redemptions', 'operator_shop_flags'] as const)
      expect(await server.ctx.db.selectFrom(table).select('shop_id').where('shop_id', '=', ca.id).execute(), table).toEqual([]);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['shop_id', 'action', 'target'])
      .where('action', 'in', ['shop.added', 'shop.removed'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { shop_id: null, action: 'shop.added', target: 'employee-store-ca' },
      { shop_id: null, action: 'shop.added', target: 'employee-store-us' },
      { shop_id: null, action: 'shop.removed', target: 'employee-store-ca' },
    ]);
    // A shop added later never takes the removed shop's id (its audit entries are kept).
    expect(await shopsCli(server, ['add', 'employee-store-ca'])).toMatchObject({ code: 0 });
    expect((await findShopRecord(server.ctx.db, 'employee-store-ca'))!.id).toBeGreaterThan(ca.id);
  }, 60_000);
});
