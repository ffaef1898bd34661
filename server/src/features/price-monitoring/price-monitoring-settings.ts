import path from 'node:path';
import { isIP } from 'node:net';
import { FTP_CLIENTS, type PriceMonitoringSetting, type PriceMonitoringSettings } from '@console/contracts/price-monitoring.contract';
import type { Shop } from '../../app-context';
import type { Config } from '../../platform/config';
import { FIRST_SHOP_ID } from '../../platform/shop-id';
import { openSecret } from '../../platform/secrets';

type Raw = string | number | boolean | null;
export type Parsed = { ok: true; stored: string } | { ok: false; reason: string };

/**
 * Where the shop's feed is built: the first shop keeps the folder an install from before used; every
 * other shop has a folder of its own under it, so two shops' feeds never overwrite each other.
 */
export const downloadDir = (config: Pick<Config, 'dataDir'>, shop: Pick<Shop, 'id' | 'name'>) =>
  shop.id === FIRST_SHOP_ID
    ? path.join(config.dataDir, 'price-monitoring')
    : path.join(config.dataDir, 'price-monitoring', 'shops', shop.name);

const text = (value: Raw) => (value === null ? '' : String(value).trim());
const hostname = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Checks one setting as sent and answers the text to store, or why it is refused. */
export function parseSetting(name: string, value: Raw): Parsed {
  const t = text(value);
  switch (name as PriceMonitoringSetting) {
    case 'wyomindProductFeedsUrl':
      if (t === '') return { ok: true, stored: '' };
      try {
        const url = new URL(t);
        return /^https?:$/.test(url.protocol) ? { ok: true, stored: url.toString() } : { ok: false, reason: 'Must be an http(s) URL.' };
      } catch {
        return { ok: false, reason: 'Must be an http(s) URL.' };
      }
    case 'priceSpiderHost':
      return t === '' || hostname.test(t) || isIP(t)
        ? { ok: true, stored: t }
        : { ok: false, reason: 'Must be a host name or IP address.' };
    case 'priceSpiderPort': {
      const port = Number(t);
      return Number.isInteger(port) && port >= 1 && port <= 65535
        ? { ok: true, stored: String(port) }
        : { ok: false, reason: 'Must be a port between 1 and 65535.' };
    }
    case 'priceSpiderUser':
      return t.length <= 100 ? { ok: true, stored: t } : { ok: false, reason: 'At most 100 characters.' };
    case 'priceSpiderPassword':
      return value !== null && String(value).length <= 200
        ? { ok: true, stored: String(value) }
        : { ok: false, reason: 'At most 200 characters.' };
    case 'uploadDir':
      return t.length <= 300 && !t.split('/').includes('..')
        ? { ok: true, stored: t }
        : { ok: false, reason: 'Must be a folder path without "..".' };
    case 'enable':
      if (value === true || t === 'true' || t === '1') return { ok: true, stored: 'true' };
      if (value === false || t === 'false' || t === '0') return { ok: true, stored: 'false' };
      return { ok: false, reason: 'Must be true or false.' };
    case 'ftpClient': {
      const client = FTP_CLIENTS.find((c) => c === t.toUpperCase());
      return client ? { ok: true, stored: client } : { ok: false, reason: 'Must be FTP or SFTP.' };
    }
    case 'downloadDir':
      return { ok: false, reason: 'Download Dir is set by the server.' };
    default:
      return { ok: false, reason: 'Unknown setting.' };
  }
}

/** The settings with their defaults; the password opened (only for the transfer, never for the browser). */
export function settingsFrom(
  stored: ReadonlyMap<string, string>,
  config: Pick<Config, 'dataDir' | 'secretsKey'>,
  shop: Pick<Shop, 'id' | 'name'>,
): PriceMonitoringSettings {
  const sealed = stored.get('priceSpiderPassword');
  const client = stored.get('ftpClient');
  return {
    wyomindProductFeedsUrl: stored.get('wyomindProductFeedsUrl') ?? '',
    priceSpiderHost: stored.get('priceSpiderHost') ?? '',
    priceSpiderPort: Number(stored.get('priceSpiderPort') ?? (client === 'SFTP' ? 22 : 21)),
    priceSpiderUser: stored.get('priceSpiderUser') ?? '',
    priceSpiderPassword: sealed ? openSecret(config, sealed) : '',
    uploadDir: stored.get('uploadDir') ?? '',
    enable: stored.get('enable') === 'true',
    ftpClient: client === 'SFTP' ? 'SFTP' : 'FTP',
    downloadDir: downloadDir(config, shop),
  };
}
