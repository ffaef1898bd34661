import { parseArgs } from 'node:util';
import { SHOP_NAME_RULE } from '@console/contracts/shops.contract';
import { createDb, type Db } from '../platform/db';
import { loadConfig, type Config, type ShopifyConfig } from '../platform/config';
import { migrateToLatest } from '../db/migrate';
import { ensureAdminOnEveryShop } from '../platform/operators';
import { sealSecret } from '../platform/secrets';
import { isTimeZone } from '../platform/time-zone';
import {
  COUPON_DISCOUNT_ID_RULE,
  couponDiscountGid,
  isCouponDiscountId,
  isReturnAddress,
  RETURN_ADDRESS_RULE,
} from '../platform/shop-options';
import { FIRST_SHOP_ID } from '../platform/shop-id';
import {
  addShopRecord,
  countShopRows,
  ensureFirstShop,
  findShopRecord,
  findShopRecordById,
  listShopRecords,
  removeShopRecord,
  ShopRecordRefused,
  KEPT_ON_REMOVAL,
  updateShopRecord,
  validShopName,
  type ShopRecordChanges,
} from '../platform/shops';
import { createShopifyClient } from '../integrations/shopify/shopify-client';
import { ShopifyRequestError, ShopifyUnavailable } from '../integrations/shopify/shopify-errors';
import { storeOfShop } from '../features/shops/shops.service';

const usage = `Usage:
  npm run shops -- add NAME [OPTIONS]
  npm run shops -- list
  npm run shops -- set NAME OPTIONS
  npm run shops -- remove NAME --yes   (erases every record of the shop)
OPTIONS: [--store-url URL] [--access-token TOKEN] [--time-zone IANA] [--mtd on|off] [--price-log-columns on|off]
  [--coupon-discount-id ID] [--return-address 'Name|Street|City|ST|ZIP|Phone']
Without --store-url a shop has an embedded store of its own. A connected store uses the app's
SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET (a client-credentials token per store) or its own --access-token;
its time zone is the store's. --coupon-discount-id and --return-address take "default" to go back to the
environment's (SHOPIFY_COUPON_DISCOUNT_ID, RETURN_ADDRESS).
${SHOP_NAME_RULE}`;

// The command and the shop's name come first and are taken as they are, so a name such as `-ca` is refused with the
// name rule rather than read as an option.
const [command, name, ...optionArgs] = process.argv.slice(2);
const { values } = parseArgs({
  args: optionArgs,
  allowPositionals: false,
  options: {
    'store-url': { type: 'string' },
    'access-token': { type: 'string' },
    'time-zone': { type: 'string' },
    mtd: { type: 'string' },
    'price-log-columns': { type: 'string' },
    'coupon-discount-id': { type: 'string' },
    'return-address': { type: 'string' },
    yes: { type: 'boolean' },
  },
});

/** A refusal of the command line: printed, exit 1, nothing stored. */
class Refused extends Error {}

function onOff(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (value === 'on') return 1;
  if (value === 'off') return 0;
  throw new Refused(`--${option} is on or off, not ${JSON.stringify(value)}.`);
}

function storeUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Refused(`--store-url ${JSON.stringify(value)} is not a URL (e.g. https://employee-store-ca.myshopify.com).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Refused('--store-url must be an http:// or https:// address.');
  return value.replace(/\/+$/, '');
}

/**
 * Asks the store for its domain and time zone with the token the shop will use (its own, or the app's
 * client-credentials grant): a store that refuses or does not answer is refused here, so nothing is stored.
 */
async function readStore(config: Config, storeUrl: string, accessToken: string | null): Promise<{ domain: string; timeZone: string }> {
  const clientId = config.shopify?.clientId ?? process.env.SHOPIFY_CLIENT_ID ?? null;
  const clientSecret = config.shopify?.clientSecret ?? process.env.SHOPIFY_CLIENT_SECRET ?? null;
  if (!accessToken && !(clientId && clientSecret))
    throw new Refused(
      "A connected store needs --access-token, or the app's SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET in the environment.",
    );
  const store: ShopifyConfig = {
    storeUrl,
    clientId,
    clientSecret,
    accessToken,
    apiVersion: config.shopify?.apiVersion ?? process.env.SHOPIFY_API_VERSION ?? '2026-07',
  };
  const client = createShopifyClient(store, { maxAttempts: 2, timeoutMs: 15_000 });
  try {
    return await storeOfShop(client);
  } catch (err) {
    if (err instanceof ShopifyRequestError || err instanceof ShopifyUnavailable)
      throw new Refused(`The store at ${storeUrl} refused or did not answer, so nothing was stored: ${err.message}`);
    throw err;
  }
}

/** The changes the options ask for, the store read (and its token sealed) when one is given. */
async function changesOf(config: Config, db: Db, forName: string): Promise<ShopRecordChanges> {
  const changes: ShopRecordChanges = {};
  const timeZone = values['time-zone'];
  if (timeZone !== undefined) {
    if (!isTimeZone(timeZone)) throw new Refused(`--time-zone ${JSON.stringify(timeZone)} is not an IANA time zone like America/Toronto.`);
    changes.time_zone = timeZone;
  }
  const couponDiscountId = values['coupon-discount-id'];
  if (couponDiscountId !== undefined) {
    if (couponDiscountId !== 'default' && !isCouponDiscountId(couponDiscountId))
      throw new Refused(`--coupon-discount-id ${JSON.stringify(couponDiscountId)} ${COUPON_DISCOUNT_ID_RULE}.`);
    changes.coupon_discount_id = couponDiscountId === 'default' ? null : couponDiscountGid(couponDiscountId);
  }
  const returnAddress = values['return-address'];
  if (returnAddress !== undefined) {
    if (returnAddress !== 'default' && !isReturnAddress(returnAddress))
      throw new Refused(`--return-address ${JSON.stringify(returnAddress)} ${RETURN_ADDRESS_RULE}.`);
    changes.return_address = returnAddress === 'default' ? null : returnAddress;
  }
  const mtd = onOff('mtd', values.mtd);
  if (mtd !== undefined) changes.mtd = mtd;
  const priceLog = onOff('price-log-columns', values['price-log-columns']);
  if (priceLog !== undefined) changes.price_log_columns = priceLog;
  const given = values['store-url'];
  const token = values['access-token'] ?? null;
  if (given === undefined && timeZone !== undefined) {
    const record = await findShopRecord(db, forName);
    if (record?.store_url)
      throw new Refused(
        `${forName} is connected to a store: its time zone is the store's${record.time_zone ? ` (${record.time_zone})` : ''}.`,
      );
  }
  if (given === undefined && token !== null) {
    // A new token for the shop's store: checked against that store before it is kept.
    const record = await findShopRecord(db, forName);
    if (!record?.store_url) throw new Refused('--access-token needs a connected store: give --store-url too.');
    await readStore(config, record.store_url, token);
    changes.access_token = sealSecret(config, token);
  }
  if (given !== undefined) {
    const storeUrl = storeUrlOf(given);
    const store = await readStore(config, storeUrl, token);
    const other = (await listShopRecords(db)).find((r) => r.domain === store.domain && r.name !== forName);
    if (other) throw new Refused(`The store ${store.domain} is already the shop ${other.name}: not added.`);
    changes.store_url = storeUrl;
    changes.domain = store.domain;
    changes.access_token = token === null ? null : sealSecret(config, token);
    // A connected shop keeps the store's time zone (docs/several-shops.md).
    if (timeZone !== undefined && timeZone !== store.timeZone)
      console.log(`The store's time zone ${store.timeZone} is used, not --time-zone ${timeZone}.`);
    changes.time_zone = store.timeZone;
  }
  return changes;
}

const onOffText = (v: number | null, byName: boolean) => (v === null ? `${byName ? 'on' : 'off'} (default)` : v === 1 ? 'on' : 'off');

const config = loadConfig();
const db = createDb(config);
await migrateToLatest(db as never);
try {
  // The environment's shop is a record before anything else is: `list` shows it, `add` cannot take its name.
  // Only when missing: the server rewrites it from ITS environment at start, which a command line's may not match.
  if (!(await findShopRecordById(db, FIRST_SHOP_ID))) await ensureFirstShop(db, config);
  if (command === 'add' && name) {
    if (!validShopName(name)) throw new Refused(SHOP_NAME_RULE);
    if (await findShopRecord(db, name)) throw new Refused(`There is already a shop named ${name}.`);
    const changes = await changesOf(config, db, name);
    const added = await addShopRecord(db, { name, ...changes });
    await ensureAdminOnEveryShop(db, config.adminEmail);
    console.log(`Added shop ${added.name} (${added.domain ?? (added.store_url ? added.store_url : 'embedded store')})`);
  } else if (command === 'list' && !name) {
    for (const r of await listShopRecords(db)) {
      const store = r.domain ?? r.store_url ?? 'embedded';
      const zone = r.time_zone ?? `${config.shopTimeZone ?? 'America/New_York'} (default)`;
      const mtd = onOffText(r.mtd, config.mtdShops.includes(r.name));
      const priceLog = onOffText(r.price_log_columns, (config.priceLogExtraColumnShops ?? []).includes(r.name));
      const own = r.id === FIRST_SHOP_ID ? "\t(the environment's shop)" : '';
      const discount = r.coupon_discount_id ? `\tcoupon discount ${r.coupon_discount_id}` : '';
      const returns = r.return_address ? `\treturns to ${r.return_address.split('|').join(', ')}` : '';
      console.log(`${r.name}\t${store}\ttime zone ${zone}\tmtd ${mtd}\tprice-log columns ${priceLog}${discount}${returns}${own}`);
    }
  } else if (command === 'set' && name) {
    const record = await findShopRecord(db, name);
    if (!record) throw new Refused(`No shop named ${name}.`);
    if (record.id === FIRST_SHOP_ID && (values['store-url'] !== undefined || values['access-token'] !== undefined))
      throw new Refused(`${name} is the environment's shop: its store is SHOPIFY_STORE_URL (and SHOPIFY_ACCESS_TOKEN).`);
    const changes = await changesOf(config, db, name);
    if (Object.keys(changes).length === 0)
      throw new Refused(
        'Nothing to set: give one of --store-url, --access-token, --time-zone, --mtd, --price-log-columns, --coupon-discount-id, --return-address.',
      );
    await updateShopRecord(db, name, changes);
    console.log(`Shop ${name} changed`);
  } else if (command === 'remove' && name) {
    const record = await findShopRecord(db, name);
    if (!record) throw new Refused(`No shop named ${name}.`);
    if (record.id === FIRST_SHOP_ID) throw new Refused(`${name} is the shop the environment defines (SHOP_NAME): it cannot be removed.`);
    const counts = Object.entries(await countShopRows(db, record.id));
    const erased = counts.filter(([table]) => !KEPT_ON_REMOVAL.has(table));
    const kept = counts.filter(([table]) => KEPT_ON_REMOVAL.has(table));
    const sum = (rows: [string, number][]) => rows.reduce((a, [, n]) => a + n, 0);
    const detail = (rows: [string, number][]) => (rows.length ? ` (${rows.map(([t, n]) => `${t} ${n}`).join(', ')})` : '');
    const keptText = kept.length
      ? ` and keeps its ${sum(kept)} append-only audit and ledger rows${detail(kept)}, their personal data emptied`
      : '';
    if (!values.yes) {
      console.log(
        `Removing ${name} erases ${sum(erased)} rows of its data${detail(erased)}${keptText}. Run again with --yes to remove it.`,
      );
      process.exitCode = 1;
    } else {
      const changed = await removeShopRecord(db, name, config.dataDir);
      const changedRows = Object.values(changed).reduce((a, b) => a + b, 0);
      console.log(`Removed shop ${name}: ${changedRows} rows erased or redacted`);
    }
  } else {
    console.log(usage);
    process.exitCode = 1;
  }
} catch (err) {
  if (err instanceof Refused || err instanceof ShopRecordRefused) console.error(err.message);
  else console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
