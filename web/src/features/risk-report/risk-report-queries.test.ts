import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { generateRiskReport } from './risk-report-queries';

afterEach(() => vi.unstubAllGlobals());

describe('risk report queries', () => {
  it('sends the dates and the Refresh Ekata choice in the query string', async () => {
    const requests = recordRequests({ status: true, msg: 'ok' });
    await generateRiskReport({ from: '11/01/2026', to: '11/20/2026' }, true);
    expect(requests).toEqual([
      {
        method: 'GET',
        url: '/api/fraudCheck/reportFromShopify?dateFrom=11%2F01%2F2026&dateTo=11%2F20%2F2026&refresh=true',
        body: undefined,
      },
    ]);
  });
});
