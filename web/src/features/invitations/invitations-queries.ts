/**
 * The invitations data layer (docs/functions/people-invites-events.md §2), shared by the site, tool-connect, partner and retiree screens:
 * the options, both searched lists, invite and edit saves, the upload, Resend, bulk reinvite and exports.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InvitedUserRow, invitationsContract } from '@console/contracts/invitations.contract';
import { invitationsRoutes } from '@console/contracts/invitations.routes';
import type { CallBodyInput } from '@console/contracts/common/call';
import type { SearchBody } from '@console/contracts/common/search';
import { sendCall } from '../../api/api-client';
import { logFailure } from '../../ui/log';
import { useSearchedList } from '../../ui/use-searched-list';
import type { InvitationCalls, InvitationConfig } from './invitation-config';
import { saveMutation } from '../../ui/save-mutation';
import { INVITATION_OPTIONS_KEY } from './invitation-query-keys';

type SaveItems = CallBodyInput<InvitationCalls['save']>['excelData'];

/** GET /api/invitations/options: the site names and the MTD shops; they do not change while the app runs. */
export function useInvitationOptions() {
  return useQuery({
    queryKey: INVITATION_OPTIONS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await sendCall<typeof invitationsContract.options>(invitationsRoutes.options, { signal });
      } catch (error) {
        if (!signal.aborted) logFailure('Loading the invitation options failed', error);
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

export function useInvitedList(config: InvitationConfig) {
  return useSearchedList({
    queryKey: (search) => config.keys.list({ tab: 'invited', search }),
    fetchPage: (cursor, search, signal) =>
      sendCall<InvitationCalls['invitedList']>(config.routes.invitedList, { query: cursor, body: search, signal }),
  });
}

export function useRegisteredList(config: InvitationConfig) {
  return useSearchedList({
    queryKey: (search) => config.keys.list({ tab: 'registered', search }),
    fetchPage: (cursor, search, signal) =>
      sendCall<InvitationCalls['registeredList']>(config.routes.registeredList, { query: cursor, body: search, signal }),
  });
}

/** Invites or saves edited users (the Invite and Edit dialogs send one row, the upload many). */
export const saveInvites = (config: InvitationConfig, excelData: SaveItems) =>
  sendCall<InvitationCalls['save']>(config.routes.save, { body: { excelData } });

/**
 * The Invite and Edit dialogs' save of one user: it changes the programme's lists only (not the options,
 * not the other programmes).
 */
export const inviteSave = <V>(queryClient: QueryClient, config: InvitationConfig, toItem: (values: V) => SaveItems[number]) =>
  saveMutation(
    queryClient,
    (values: V) => saveInvites(config, [toItem(values)]),
    () => [config.keys.lists()],
  );

export function useSaveInvite<V>(config: InvitationConfig, toItem: (values: V) => SaveItems[number]) {
  return inviteSave(useQueryClient(), config, toItem);
}

/** The upload: with 'MTD Users' ticked every row is an MTD invite. Answers the job it started, if any. */
export async function uploadInvites(config: InvitationConfig, rows: SaveItems, mtd: boolean): Promise<{ jobId: number | undefined }> {
  const answer = await saveInvites(config, mtd ? rows.map((row) => ({ ...row, mtdCheckbox: true })) : rows);
  return { jobId: answer.jobId ?? undefined };
}

/** Resend: mails one invitation again. */
export const resendInvite = (config: InvitationConfig, row: InvitedUserRow) =>
  sendCall<InvitationCalls['sendInvite']>(config.routes.sendInvite, { params: { id: row.id } });

/** Reinvite User: the selected rows reinvited in the background. */
/** docs/functions/people-invites-events.md §4 only logged a failed bulk reinvite; `onFailed` also shows it. */
export function useBulkReinvite(onStarted: () => void, onFailed: (what: string, error: unknown, rows: readonly InvitedUserRow[]) => void) {
  return useMutation({
    mutationFn: (rows: readonly InvitedUserRow[]) =>
      sendCall<typeof invitationsContract.bulkReinvite>(invitationsRoutes.bulkReinvite, {
        body: rows.map((r) => ({ id: r.id, email: r.email })),
      }),
    onSuccess: onStarted,
    onError: (error, rows) => onFailed('Reinviting the selected users failed', error, rows),
  });
}

export const invitedExportRows = async (config: InvitationConfig, search: SearchBody) =>
  (await sendCall<InvitationCalls['invitedExport']>(config.routes.invitedExport, { body: search })).data;
export const registeredExportRows = async (config: InvitationConfig, search: SearchBody) =>
  (await sendCall<InvitationCalls['registeredExport']>(config.routes.registeredExport, { body: search })).data;
