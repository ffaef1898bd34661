import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { generateBundleReport } from './bundle-report-queries';

afterEach(() => vi.unstubAllGlobals());

describe('bundle report queries', () => {
  it('sends the dates and both report types in the query string', async () => {
    const requests = recordRequests({ status: true, msg: 'ok' });
    await expect(generateBundleReport({ from: '2026-11-01', to: '2026-11-20' }, { bundle: true, component: false })).resolves.toEqual({
      status: true,
      msg: 'ok',
    });
    expect(requests).toEqual([
      { method: 'GET', url: '/api/bundle/report?date_from=2026-11-01&date_to=2026-11-20&bundle=true&component=false', body: undefined },
    ]);
  });
});
