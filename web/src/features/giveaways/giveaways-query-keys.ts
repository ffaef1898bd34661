import { featureQueryKeys } from '../../ui/query-keys';

/** Keys of the giveaways screen: the paged list and the report's selector. */
export const giveawayKeys = featureQueryKeys('giveaways');
export const GIVEAWAY_SELECTOR_KEY = giveawayKeys.named('selector');
