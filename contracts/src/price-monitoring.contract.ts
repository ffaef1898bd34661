import { z } from 'zod';
import { defineCall } from './common/call';

export const FTP_CLIENTS = ['FTP', 'SFTP'] as const;

/** docs/functions/commerce-tools.md §3 PriceSpider settings. The password is never sent back: it answers '' (see passwordSet). */
export const priceMonitoringSettings = z.object({
  wyomindProductFeedsUrl: z.string(),
  priceSpiderHost: z.string(),
  priceSpiderPort: z.number(),
  priceSpiderUser: z.string(),
  priceSpiderPassword: z.string(),
  uploadDir: z.string(),
  enable: z.boolean(),
  ftpClient: z.enum(FTP_CLIENTS),
  /** Where the built feed is kept on the server; read only. */
  downloadDir: z.string(),
});
export type PriceMonitoringSettings = z.infer<typeof priceMonitoringSettings>;
export type PriceMonitoringSetting = keyof PriceMonitoringSettings;

export const PRICE_MONITORING_SETTINGS = Object.keys(priceMonitoringSettings.shape) as PriceMonitoringSetting[];

/** One setting's value as a client may send it (numbers and booleans also as text). */
const settingValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
const settingOutcome = z.object({
  setting: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  reason: z.string().optional(),
});

export const priceMonitoringContract = {
  settings: defineCall({
    method: 'GET',
    path: '/api/priceSpider/settings',
    flags: ['showPriceSpider'],
    response: z.object({ status: z.boolean(), msg: z.string(), settings: priceMonitoringSettings.nullable(), passwordSet: z.boolean() }),
  }),
  /** Only the changed settings; each is checked on its own, and the answer lists what failed and what was updated. */
  updateSettings: defineCall({
    method: 'POST',
    path: '/api/priceSpider/settings',
    flags: ['showPriceSpider'],
    body: z.record(z.string().max(60), settingValue),
    response: z.object({ failed: z.array(settingOutcome), updated: z.array(settingOutcome) }),
  }),
  transfer: defineCall({
    method: 'GET',
    path: '/api/priceSpider/transfer',
    flags: ['showPriceSpider'],
    response: z.object({ status: z.boolean(), msg: z.string() }),
  }),
} as const;
