import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { fetchNationalPartnerPage, nationalPartnerExportRows, uploadNationalPartners } from './national-partners-queries';

afterEach(() => vi.unstubAllGlobals());

const search = { searchType: 'Email', searchValue: 'ada@' } as const;

describe('national partners queries', () => {
  it('sends the cursor as the query and the search as the body', async () => {
    const requests = recordRequests({ rows: [], nextCursor: null, previousCursor: null, hasNextPage: false, hasPreviousPage: false });
    await fetchNationalPartnerPage({ direction: 'previous', last_id: 'c9' }, search);
    expect(requests).toEqual([{ method: 'POST', url: '/api/nationalpartners?direction=previous&last_id=c9', body: search }]);
  });

  it('uploads rows as excelData and exports the rows of the search', async () => {
    const requests = recordRequests({ data: [] });
    await uploadNationalPartners([{ Email: 'ada@school.example' }]);
    await nationalPartnerExportRows(search);
    expect(requests.map((r) => r.body)).toEqual([{ excelData: [{ Email: 'ada@school.example' }] }, search]);
  });
});
