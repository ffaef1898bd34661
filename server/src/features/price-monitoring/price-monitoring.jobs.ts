import type { AppContext } from '../../app-context';

/** Turns the nightly feed transfer on or off (a schedule kept in the database). */
export async function setNightlyTransfer(ctx: AppContext, enabled: boolean): Promise<void> {
  ctx.log.info({ enabled }, 'price monitoring: nightly transfer (schedule lands with the platform)');
}
