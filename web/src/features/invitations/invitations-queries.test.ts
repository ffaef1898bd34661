import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitedUserRow } from '@console/contracts/invitations.contract';
import { partnerUsersRoutes } from '@console/contracts/invitations.routes';
import { recordRequests } from '../../api/fetch-recorder';
import type { InvitationConfig } from './invitation-config';
import { invitedExportRows, resendInvite, uploadInvites } from './invitations-queries';

afterEach(() => vi.unstubAllGlobals());

const config = { programme: 'partner', routes: partnerUsersRoutes } as Pick<InvitationConfig, 'programme' | 'routes'> as InvitationConfig;
const row = { id: '42', email: 'ada@partner.example' } as InvitedUserRow;

describe('invitations queries', () => {
  it('uploads the rows as they are, or each marked MTD when MTD Users is ticked, and answers the job', async () => {
    const requests = recordRequests({ jobId: 9 });
    await expect(uploadInvites(config, [{ email: 'a@x.example' }], false)).resolves.toEqual({ jobId: 9 });
    await uploadInvites(config, [{ email: 'a@x.example' }], true);
    expect(requests.map((r) => r.body)).toEqual([
      { excelData: [{ email: 'a@x.example' }] },
      { excelData: [{ email: 'a@x.example', mtdCheckbox: true }] },
    ]);
    expect(requests[0]?.url).toBe(requests[1]?.url);
    expect(requests[0]?.url).toMatch(/\/api\/partnereditinviteuser$/);
  });

  it('resends one invitation by its id in the path, with no body', async () => {
    const requests = recordRequests({ id: '42', mailId: 1 });
    await resendInvite(config, row);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\/api\/partnersendinvite\/42$/);
    expect(requests[0]?.body).toBeUndefined();
  });

  it('exports the invited rows of the search', async () => {
    const requests = recordRequests({ data: [] });
    await invitedExportRows(config, { searchType: 'Email', searchValue: 'ada' });
    expect(requests[0]?.body).toEqual({ searchType: 'Email', searchValue: 'ada' });
  });
});
