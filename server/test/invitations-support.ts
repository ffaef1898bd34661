import { inviteUsersContract, toolConnectUsersContract } from '@console/contracts/invite-users.contract';
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { INVITATION_FLAGS, type InvitationProgramme } from '@console/contracts/invitations.contract';
import type { Flag } from '@console/contracts/common/flags';

/** The four invitation programmes as the API tests walk them: contract, flag, import-reinvite body. */
export interface ProgrammeCase {
  programme: InvitationProgramme;
  calls: typeof inviteUsersContract | typeof toolConnectUsersContract | typeof partnerUsersContract | typeof retireeUsersContract;
  flag: Flag;
  /** The import-reinvite body: retirees use the partner call and name their programme. */
  reinviteBody(rows: Array<Record<string, string>>): object;
}

export const PROGRAMME_CASES: readonly ProgrammeCase[] = [
  { programme: 'site', calls: inviteUsersContract, flag: INVITATION_FLAGS.site, reinviteBody: (rows) => ({ excelData: rows }) },
  {
    programme: 'tool-connect',
    calls: toolConnectUsersContract,
    flag: INVITATION_FLAGS['tool-connect'],
    reinviteBody: (rows) => ({ excelData: rows }),
  },
  { programme: 'partner', calls: partnerUsersContract, flag: INVITATION_FLAGS.partner, reinviteBody: (rows) => ({ excelData: rows }) },
  {
    programme: 'retiree',
    calls: retireeUsersContract,
    flag: INVITATION_FLAGS.retiree,
    reinviteBody: (rows) => ({ excelData: rows, programme: 'retiree' }),
  },
];

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `DD-MM-YYYY` of an ISO time, as the client sends a date search. */
export function ddMmYyyy(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}
