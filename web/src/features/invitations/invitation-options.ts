import { shopName } from '../../api/session';
import type { InvitationConfig, InvitationOptions } from './invitation-config';

/**
 * docs/functions/people-invites-events.md §1: the MTD option exists only on the retiree screen, in the shops named by the options (the
 * `shopName` cookie).
 */
export function mtdAvailable(config: InvitationConfig, options: InvitationOptions | undefined): boolean {
  return config.mtd && !!options && options.mtdShops.includes(shopName());
}
