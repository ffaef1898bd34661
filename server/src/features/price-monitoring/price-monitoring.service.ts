import type { PriceMonitoringSettings } from '@console/contracts/price-monitoring.contract';
import type { ShopContext } from '../../app-context';
import { uploadFeed } from '../../integrations/price-monitoring/feed-transfer';
import { TransferAddressRefused, transferAddress } from '../../integrations/price-monitoring/transfer-address';
import { writeAudit } from '../../platform/audit';
import type { DbOrTrx } from '../../platform/db';
import type { Operator } from '../../platform/operators';
import { sealSecret } from '../../platform/secrets';
import { feedFileName, writeFeed } from './price-feed';
import { parseSetting, settingsFrom } from './price-monitoring-settings';
import { readSettings, writeSetting } from './price-monitoring.repository';

type Outcome = { setting: string; value: string | number | boolean | null; reason?: string };

const MASK = '********';

/** Where the stored password goes: changing any of these needs the password again. */
const CONNECTION_SETTINGS: ReadonlySet<string> = new Set(['priceSpiderHost', 'priceSpiderPort', 'priceSpiderUser', 'ftpClient']);
export const PASSWORD_AGAIN = 'Enter the password again to change the host, port, user or FTP client.';

/**
 * A failed connection, sign-in or upload answers one message whatever the cause, so the transfer
 * cannot tell an open port from a closed one; the cause goes to the server log only.
 */
export const TRANSFER_FAILED =
  'Feed transfer failed: the feed could not be uploaded with these settings (connection, sign-in or upload refused). Check the host, port, user, password and FTP client.';

/** What the browser gets: every setting but the password, which is never sent back. */
export async function getSettings(
  ctx: ShopContext,
): Promise<{ status: boolean; msg: string; settings: PriceMonitoringSettings; passwordSet: boolean }> {
  const stored = await readSettings(ctx.db, ctx.shop.id);
  const settings = settingsFrom(stored, ctx.config, ctx.shop);
  return { status: true, msg: '', settings: { ...settings, priceSpiderPassword: '' }, passwordSet: stored.has('priceSpiderPassword') };
}

export async function loadSettings(ctx: ShopContext): Promise<PriceMonitoringSettings> {
  return settingsFrom(await readSettings(ctx.db, ctx.shop.id), ctx.config, ctx.shop);
}

/**
 * Applies the changed settings one by one: each valid one is stored (the password encrypted), each
 * invalid one is reported with its reason. `onEnableChange` runs in the same transaction when Enable changed
 * (it turns the nightly schedule on or off).
 */
export async function updateSettings(
  ctx: ShopContext,
  operator: Operator,
  changes: Record<string, string | number | boolean | null>,
  onEnableChange: (trx: DbOrTrx, enabled: boolean) => Promise<void>,
): Promise<{ failed: Outcome[]; updated: Outcome[] }> {
  const failed: Outcome[] = [];
  const updated: Outcome[] = [];
  const shown = (name: string, value: Outcome['value']) => (name === 'priceSpiderPassword' ? MASK : value);
  const passwordGiven = 'priceSpiderPassword' in changes && parseSetting('priceSpiderPassword', changes.priceSpiderPassword ?? null).ok;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await readSettings(trx, ctx.shop.id);
    const current = settingsFrom(before, ctx.config, ctx.shop);
    for (const [name, value] of Object.entries(changes)) {
      const parsed = parseSetting(name, value);
      if (!parsed.ok) {
        failed.push({ setting: name, value: shown(name, value), reason: parsed.reason });
        continue;
      }
      const changesConnection = CONNECTION_SETTINGS.has(name) && parsed.stored !== String(current[name as keyof typeof current]);
      if (changesConnection && before.has('priceSpiderPassword') && !passwordGiven) {
        failed.push({ setting: name, value: shown(name, value), reason: PASSWORD_AGAIN });
        continue;
      }
      await writeSetting(trx, ctx.shop.id, name, name === 'priceSpiderPassword' ? sealSecret(ctx.config, parsed.stored) : parsed.stored);
      updated.push({
        setting: name,
        value: shown(
          name,
          name === 'priceSpiderPort' ? Number(parsed.stored) : name === 'enable' ? parsed.stored === 'true' : parsed.stored,
        ),
      });
      if (name === 'enable' && (before.get('enable') === 'true') !== (parsed.stored === 'true'))
        await onEnableChange(trx, parsed.stored === 'true');
    }
    if (updated.length > 0) {
      const beforeShown = Object.fromEntries(
        updated.map((u) => [u.setting, u.setting === 'priceSpiderPassword' ? MASK : (before.get(u.setting) ?? null)]),
      );
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId: operator.id,
        action: 'price-monitoring.settings',
        target: 'price-monitoring',
        before: beforeShown,
        after: Object.fromEntries(updated.map((u) => [u.setting, u.value])),
      });
    }
  });
  return { failed, updated };
}

/**
 * Update PriceSpider (and the nightly run): builds the feed from the catalogue and uploads it over
 * FTP or SFTP as configured. Needs the saved Enable flag.
 */
export async function transferFeed(ctx: ShopContext, operatorId: number | null): Promise<{ status: boolean; msg: string }> {
  const settings = await loadSettings(ctx);
  if (!settings.enable) return { status: false, msg: 'PriceSpider is not enabled: tick Custom App Enable and update the settings first.' };
  if (!settings.priceSpiderHost) return { status: false, msg: 'PriceSpider host is not set.' };
  const name = feedFileName(settings.wyomindProductFeedsUrl);
  const auditTarget = `${settings.ftpClient.toLowerCase()}://${settings.priceSpiderHost}:${settings.priceSpiderPort}`;
  const failed = async (msg: string) => {
    await writeAudit(ctx.db, {
      shop: ctx.shop.id,
      operatorId,
      action: 'price-monitoring.transfer-failed',
      target: auditTarget,
      after: { reason: msg },
    });
    return { status: false, msg };
  };
  let address: string;
  try {
    address = await transferAddress(settings.priceSpiderHost, ctx.config.transferAllowedHosts ?? []);
  } catch (err) {
    if (err instanceof TransferAddressRefused) return failed(`Feed transfer refused: ${err.message}`);
    ctx.log.warn({ err }, 'price monitoring: host lookup failed');
    return failed(TRANSFER_FAILED);
  }
  let feed: Awaited<ReturnType<typeof writeFeed>>;
  try {
    feed = await writeFeed(ctx.commerce, settings.wyomindProductFeedsUrl, settings.downloadDir, name);
  } catch (err) {
    ctx.log.warn({ err }, 'price monitoring: feed not built');
    return failed(`Feed transfer failed: the feed could not be built (${err instanceof Error ? err.message : String(err)}).`);
  }
  try {
    // The address resolved and checked above, never the name again (DNS could answer otherwise now).
    const target = {
      protocol: settings.ftpClient,
      host: address,
      port: settings.priceSpiderPort,
      user: settings.priceSpiderUser,
      password: settings.priceSpiderPassword,
      dir: settings.uploadDir,
    };
    const sent = await uploadFeed(target, feed.file, name);
    const msg = `Feed uploaded: ${feed.rows} products, ${sent.bytes} bytes to ${settings.ftpClient} ${settings.priceSpiderHost}:${sent.remotePath}.`;
    await writeAudit(ctx.db, {
      shop: ctx.shop.id,
      operatorId,
      action: 'price-monitoring.transfer',
      target: auditTarget,
      after: { file: sent.remotePath, rows: feed.rows, bytes: sent.bytes },
    });
    return { status: true, msg };
  } catch (err) {
    ctx.log.warn({ err }, 'price monitoring: feed transfer failed');
    return failed(TRANSFER_FAILED);
  }
}
