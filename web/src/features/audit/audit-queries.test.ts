import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { auditExportRows, fetchAuditPage } from './audit-queries';

afterEach(() => vi.unstubAllGlobals());

describe('audit queries', () => {
  it('sends the cursor in the query string and the filter as the body', async () => {
    const requests = recordRequests({ rows: [], nextCursor: null, previousCursor: null, hasNextPage: false, hasPreviousPage: false });
    await fetchAuditPage({ action: 'students.approve' }, { direction: 'next', last_id: 'c1' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\?direction=next&last_id=c1$/);
    expect(requests[0]?.body).toEqual({ action: 'students.approve' });
  });

  it('exports the rows of the same filter', async () => {
    const requests = recordRequests({ data: [{ id: 1 }] });
    await expect(auditExportRows({ action: 'students.approve' })).resolves.toEqual([{ id: 1 }]);
    expect(requests[0]?.body).toEqual({ action: 'students.approve' });
  });
});
