import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { transferPriceFeed, updatePriceMonitoringSettings } from './price-monitoring-queries';
import { priceMonitoringKeys } from './price-monitoring-query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('price monitoring queries', () => {
  it('sends only the changed settings as the body', async () => {
    const requests = recordRequests({ failed: [] });
    await updatePriceMonitoringSettings({ enable: false });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ enable: false });
  });

  it('asks for the transfer with no body, and keys the settings under the feature', async () => {
    const requests = recordRequests({ status: true, msg: 'sent' });
    await expect(transferPriceFeed()).resolves.toEqual({ status: true, msg: 'sent' });
    expect(requests[0]?.body).toBeUndefined();
    expect(priceMonitoringKeys.named('settings')).toEqual(['price-monitoring', 'settings']);
  });
});
