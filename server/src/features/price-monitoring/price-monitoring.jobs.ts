import { z } from 'zod';
import type { Shop } from '../../app-context';
import type { DbOrTrx } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { upsertSchedule } from '../../platform/schedules';
import { transferFeed } from './price-monitoring.service';

export const NIGHTLY_TRANSFER = 'price-monitoring.nightly';

/** The nightly feed transfer; a refusal or failed upload fails the job so it shows, and is retried. */
export const priceFeedJob = defineJob({
  type: 'price-monitoring.transfer',
  payload: z.object({}),
  flag: 'showPriceSpider',
  maxAttempts: 3,
  title: 'PriceSpider feed transfer',
  async handler(ctx) {
    const result = await transferFeed(ctx.app, ctx.job.operatorId);
    if (!result.status) throw new Error(result.msg);
  },
});

/** Turns the shop's nightly feed transfer on or off with its saved Enable flag (2:00 in the shop's time zone). */
export async function setNightlyTransfer(db: DbOrTrx, shop: Pick<Shop, 'id' | 'timeZone'>, enabled: boolean): Promise<void> {
  await upsertSchedule(db, {
    shop: shop.id,
    name: NIGHTLY_TRANSFER,
    cron: '0 2 * * *',
    timeZone: shop.timeZone,
    job: priceFeedJob,
    payload: {},
    enabled,
  });
}
