import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { fetchCouponPage, uploadCoupons } from './coupons-queries';
import { couponKeys } from './coupons-query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('coupons queries', () => {
  it('asks for a page of ten and answers its rows and the page count', async () => {
    const requests = recordRequests({ data: { results: [{ id: 1 }], total_pages: 3 } });
    await expect(fetchCouponPage(2)).resolves.toEqual({ list: [{ id: 1 }], pageCount: 3 });
    expect(requests).toEqual([{ method: 'GET', url: '/api/coupons/list?page=2&per_page=10', body: undefined }]);
  });

  it('sends the searched code and the Used filter only when set', async () => {
    const requests = recordRequests({ data: { results: [], total_pages: 1, total: 0 } });
    await fetchCouponPage(1, { search: 'SAVE10', used: 'unused' });
    expect(requests[0]?.url).toBe('/api/coupons/list?page=1&per_page=10&search=SAVE10&used=unused');
  });

  it('uploads the rows as excelData', async () => {
    const requests = recordRequests({});
    await uploadCoupons([{ CouponCode: 'A1' }]);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { excelData: [{ CouponCode: 'A1' }] } });
  });

  it('keys the list under the feature root', () => {
    expect(couponKeys.list({ search: 'A', used: 'all' })).toEqual(['coupons', 'list', { search: 'A', used: 'all' }]);
    expect(couponKeys.list({ search: 'A', used: 'all' }).slice(0, 2)).toEqual(couponKeys.lists());
  });
});
