/** The PriceSpider screen's data layer (docs/functions/commerce-tools.md §2.12): the settings, their update and the feed transfer. */
import { useQuery } from '@tanstack/react-query';
import { priceMonitoringContract } from '@console/contracts/price-monitoring.contract';
import type { CallBodyInput } from '@console/contracts/common/call';
import { callApi } from '../../api/api-client';
import { priceMonitoringKeys } from './price-monitoring-query-keys';

export function usePriceMonitoringSettings() {
  return useQuery({
    queryKey: priceMonitoringKeys.named('settings'),
    queryFn: ({ signal }) => callApi(priceMonitoringContract.settings, { signal }),
  });
}

/** Sends only the settings that changed; answers which were refused and why. */
export const updatePriceMonitoringSettings = (changes: CallBodyInput<typeof priceMonitoringContract.updateSettings>) =>
  callApi(priceMonitoringContract.updateSettings, { body: changes });

/** Update PriceSpider: sends the product feed now. */
export const transferPriceFeed = () => callApi(priceMonitoringContract.transfer);
