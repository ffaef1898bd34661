import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { generateKnotReport } from './knot-report-queries';

afterEach(() => vi.unstubAllGlobals());

describe('knot report queries', () => {
  it('sends From at the start and To at the end of their days, in UTC', async () => {
    const requests = recordRequests({ status: true, msg: 'ok', jobId: 1 });
    await generateKnotReport('2026-11-01', '2026-11-20');
    expect(requests).toEqual([
      { method: 'GET', url: '/api/knot?dateFrom=2026-11-01T00%3A00%3A00Z&dateTo=2026-11-20T23%3A59%3A59Z', body: undefined },
    ]);
  });
});
