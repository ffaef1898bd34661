import { afterEach, describe, expect, it, vi } from 'vitest';
import { inviteUsersContract, toolConnectUsersContract } from '@console/contracts/invite-users.contract';
import { recordRequests } from '../../api/fetch-recorder';
import { importSiteReinvite, importToolConnectReinvite } from './invite-users-queries';

afterEach(() => vi.unstubAllGlobals());

const rows = [{ email: 'ada@site.example' }];

describe('invite users queries', () => {
  it("Reinvite Excel posts the sheet's rows to each programme's own call and answers the job", async () => {
    const requests = recordRequests({ jobId: 5 });
    await expect(importSiteReinvite(rows)).resolves.toEqual({ jobId: 5 });
    await importToolConnectReinvite(rows);
    expect(requests).toEqual([
      { method: 'POST', url: inviteUsersContract.importReinvite.path, body: { excelData: rows } },
      { method: 'POST', url: toolConnectUsersContract.importReinvite.path, body: { excelData: rows } },
    ]);
    expect(inviteUsersContract.importReinvite.path).not.toBe(toolConnectUsersContract.importReinvite.path);
  });
});
