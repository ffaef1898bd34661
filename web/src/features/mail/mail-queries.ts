/**
 * The Mail screen's data layer: the outbox list, one message's text, and Resend with the message
 * that names what was queued and for whom. Components call these hooks, never the API client.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@console/contracts/common/paging';
import { mailContract, type MailRow, type MailStatus } from '@console/contracts/mail.contract';
import { callApi } from '../../api/api-client';
import { useActionFeedback, type ActionFeedback } from '../../ui/action-feedback';
import { jobKeys } from '../../api/jobs-query-keys';
import { usePagedList } from '../../ui/use-paged-list';
import { invalidateKeys } from '../../ui/save-mutation';
import { mailKeys } from './mail-query-keys';

/** A message sent again is queued at once and usually sent within a moment: look again then. */
export const SETTLE_MS = 2000;

/** 'Your invitation' to ada@school.example: how messages are named in what the screen says. */
export const mailName = (row: Pick<MailRow, 'subject' | 'to'>): string => `'${row.subject}' to ${row.to}`;
export const resentText = (row: Pick<MailRow, 'subject' | 'to'>): string => `Queued ${mailName(row)} to be sent again.`;
export const resendFailedText = (row: Pick<MailRow, 'subject' | 'to'>): string => `Sending ${mailName(row)} again failed`;

/** The outbox, newest first, narrowed to one status or all (null). */
export function useMailList(status: MailStatus | null) {
  const fetchPage = useCallback(
    (cursor: PageQuery, signal: AbortSignal) => callApi(mailContract.list, { query: cursor, body: status ? { status } : {}, signal }),
    [status],
  );
  return usePagedList({ queryKey: mailKeys.list({ status: status ?? 'all' }), fetchPage, cursorInUrl: true });
}

/** One message with its text; asked only while it is open. */
export function useMailMessage(id: number | null) {
  return useQuery({
    queryKey: mailKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callApi(mailContract.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export interface ResendDeps {
  queryClient: QueryClient;
  feedback: ActionFeedback;
  /** After the message was queued (the screen looks again once it has likely gone out). */
  afterQueued: () => void;
  /** The call; the contract's resend unless a test gives its own. */
  send?: (row: MailRow) => Promise<unknown>;
}

const sendAgain = (row: MailRow) => callApi(mailContract.resend, { params: { id: row.id } });

/** A resend changes the outbox lists and that message, and queues a job: the jobs lists too, no job's detail. */
export const resendChanges = (row: Pick<MailRow, 'id'>) => [mailKeys.lists(), mailKeys.detail(row.id), jobKeys.lists()];

/** Resend: says what was queued for whom, or the server's reason with Retry; the outbox and jobs load again. */
export function resendMailOptions(
  { queryClient, feedback, afterQueued, send = sendAgain }: ResendDeps,
  retry: (row: MailRow) => void,
): MutationOptions<unknown, Error, MailRow> {
  return {
    mutationFn: send,
    onSuccess: async (_answer, row) => {
      feedback.success(resentText(row));
      afterQueued();
      await invalidateKeys(queryClient, resendChanges(row));
    },
    onError: (error, row) => feedback.failure(resendFailedText(row), error, () => retry(row)),
  };
}

export function useResendMail(afterQueued: () => void) {
  const queryClient = useQueryClient();
  const feedback = useActionFeedback();
  const resend = useMutation(resendMailOptions({ queryClient, feedback, afterQueued }, (row) => resend.mutate(row)));
  return resend;
}
