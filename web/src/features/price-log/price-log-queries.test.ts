import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { fetchPriceLogPage, priceLogExportRows } from './price-log-queries';

afterEach(() => vi.unstubAllGlobals());

describe('price log queries', () => {
  it('asks for a page of ten of the range and answers rows, page count, the store kind and the scheduled count', async () => {
    const requests = recordRequests({ data: { results: [{ id: 1 }], total_pages: 4, employeeStore: true, scheduled: 2 } });
    await expect(fetchPriceLogPage({ from: '2026-11-01', to: '2026-11-02' }, 3)).resolves.toEqual({
      list: [{ id: 1 }],
      pageCount: 4,
      employeeStore: true,
      scheduled: 2,
    });
    expect(requests[0]?.url).toMatch(/\?page=3&per_page=10&date_from=2026-11-01&date_to=2026-11-02$/);
  });

  it('exports every row without a range, and only the range with one', async () => {
    const requests = recordRequests({ data: { results: [] } });
    await priceLogExportRows(null);
    await priceLogExportRows({ from: '2026-11-01', to: '2026-11-02' });
    expect(requests[0]?.url).not.toContain('?');
    expect(requests[1]?.url).toMatch(/\?date_from=2026-11-01&date_to=2026-11-02$/);
  });
});
