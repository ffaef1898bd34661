import type { CallQueryInput } from '@console/contracts/common/call';
import type { giveawaysContract } from '@console/contracts/giveaways.contract';
import { featureQueryKeys } from '../../ui/query-keys';

/** The list's page, search and sort, as the URL holds them. */
export type GiveawayListQuery = CallQueryInput<typeof giveawaysContract.list>;

/** Keys of the giveaways screen: the paged list and the report's selector. */
export const giveawayKeys = featureQueryKeys<'giveaways', GiveawayListQuery, never, { selector: void }>('giveaways');
export const GIVEAWAY_SELECTOR_KEY = giveawayKeys.named('selector');
