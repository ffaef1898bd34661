/**
 * The events data layer (docs/functions/people-invites-events.md): the events list, save, the row actions (remove, remove users,
 * reports), the invite list, invites and reinvites, with messages naming the event and the people.
 * Components call these, never the API client.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  eventsContract,
  type EventBody,
  type EventInviteRow,
  type EventInviteUserBody,
  type EventRow,
} from '@console/contracts/events.contract';
import type { CallQueryInput } from '@console/contracts/common/call';
import { callApi } from '../../api/api-client';
import { useActionFeedback, type ActionFeedback } from '../../ui/action-feedback';
import type { SheetRow } from '../../ui/spreadsheet';
import { inviteRowsOf } from './event-invite-upload';
import { invalidateKeys, saveMutation } from '../../ui/save-mutation';
import { eventKeys } from './events-query-keys';

export type EventAction = 'remove' | 'removeUsers' | 'reports';
type EventActionAnswer = { deleted?: number; message?: string };

/** Every event not archived. */
export function useEventList() {
  return useQuery({ queryKey: eventKeys.list(), queryFn: ({ signal }) => callApi(eventsContract.list, { signal }) });
}

/** Creates (no row) or updates an event. */
export const saveEvent = (row: Pick<EventRow, 'id'> | null, body: EventBody) =>
  row ? callApi(eventsContract.update, { params: { id: row.id }, body }) : callApi(eventsContract.create, { body });

/** 'Created event Spring Fair.' / 'Saved event Spring Fair.' */
export const eventSavedText = (row: EventRow | null, saved: Pick<EventBody, 'name'>): string =>
  `${row ? 'Saved' : 'Created'} event ${saved.name}.`;

/** 'ada@school.example', 'ada@school.example and bob@school.example', 'ada@school.example and 9 more'. */
export function peopleText(emails: readonly string[]): string {
  const [first, second] = emails;
  if (!first) return 'nobody';
  if (emails.length === 1) return first;
  if (emails.length === 2 && second) return `${first} and ${second}`;
  return `${first} and ${emails.length - 1} more`;
}

/** '1 user', '1,204 users'. */
const peopleCount = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`;

/** The questions of Remove and Remove Users: which event, and how many people it takes with it. */
export function removeEventQuestion(row: Pick<EventRow, 'name'>) {
  return {
    title: `Remove event ${row.name}?`,
    message: `${row.name} leaves the Events and Published lists; its invite list is kept.`,
    confirmLabel: 'Remove event',
    keepLabel: 'Keep event',
  };
}

export function removeUsersQuestion(row: Pick<EventRow, 'name' | 'invited' | 'registered'>) {
  const total = row.invited + row.registered;
  return {
    title: `Remove the users of ${row.name}?`,
    message:
      total === 0
        ? `${row.name} has no users on its invite list.`
        : `${peopleCount(total)} (${row.invited.toLocaleString('en-US')} invited, ${row.registered.toLocaleString('en-US')} registered) will be removed from the invite list of ${row.name}. This cannot be undone.`,
    confirmLabel: 'Remove users',
    keepLabel: 'Keep users',
  };
}

const DONE: Record<EventAction, (row: EventRow, answer: EventActionAnswer) => string> = {
  // the contract (docs/functions/people-invites-events.md) text, then the event it was about.
  removeUsers: (row, answer) => `${peopleCount(answer.deleted ?? 0)} removed from ${row.name}.`,
  remove: (row) => `Removed event ${row.name}.`,
  reports: (row) => `The report of ${row.name} will be e-mailed to you.`,
};
const FAILED: Record<EventAction, (row: EventRow) => string> = {
  removeUsers: (row) => `Removing the users of ${row.name} failed`,
  remove: (row) => `Removing event ${row.name} failed`,
  reports: (row) => `Asking for the report of ${row.name} failed`,
};
export const eventActionText = (action: EventAction, row: EventRow, answer: EventActionAnswer): string => DONE[action](row, answer);
export const eventActionFailedText = (action: EventAction, row: EventRow): string => FAILED[action](row);

const ACTION_CALLS: Record<EventAction, (row: EventRow) => Promise<EventActionAnswer>> = {
  remove: (row) => callApi(eventsContract.archive, { params: { id: row.id } }).then(() => ({})),
  removeUsers: (row) => callApi(eventsContract.removeUsers, { params: { id: row.id } }),
  reports: (row) => callApi(eventsContract.report, { params: { id: row.id } }),
};

export interface EventActionDeps {
  queryClient: QueryClient;
  feedback: ActionFeedback;
  /** Reports: the screen also shows the documented Reports modal. */
  onReportAsked?: () => void;
  /** The call; the contract's unless a test gives its own. */
  send?: (action: EventAction, row: EventRow) => Promise<EventActionAnswer>;
}

export interface EventActionInput {
  row: EventRow;
  action: EventAction;
}

/** Remove and Remove Users change the events list (its counts) and that event's invites. */
export const eventActionChanges = (row: Pick<EventRow, 'id'>) => [
  eventKeys.lists(),
  eventKeys.detail(row.id),
  eventKeys.named('invites', { eventId: row.id }),
];

/** A row action: says what changed for which event, or the server's reason with Retry; a change loads the events again. */
export function eventActionOptions(
  { queryClient, feedback, onReportAsked, send = (action, row) => ACTION_CALLS[action](row) }: EventActionDeps,
  again: (input: EventActionInput) => void,
): MutationOptions<EventActionAnswer, Error, EventActionInput> {
  return {
    mutationFn: ({ row, action }) => send(action, row),
    onSuccess: async (answer, { row, action }) => {
      feedback.success(eventActionText(action, row, answer));
      if (action === 'reports') onReportAsked?.();
      else await invalidateKeys(queryClient, eventActionChanges(row));
    },
    onError: (error, input) => feedback.failure(eventActionFailedText(input.action, input.row), error, () => again(input)),
  };
}

export function useEventAction(onReportAsked: () => void, onSettled: () => void) {
  const queryClient = useQueryClient();
  const feedback = useActionFeedback();
  const act = useMutation({ ...eventActionOptions({ queryClient, feedback, onReportAsked }, (input) => act.mutate(input)), onSettled });
  return act;
}

type InviteListQuery = CallQueryInput<typeof eventsContract.inviteList>;

/** One page of an event's invites (All, Invited or Registered, searched). */
export function useEventInvites(event: EventRow, tab: string, query: InviteListQuery) {
  return useQuery({
    queryKey: eventKeys.named('invites', { eventId: event.id, tab, search: query.search ?? '', page: query.page }),
    queryFn: ({ signal }) => callApi(eventsContract.inviteList, { params: { eventId: event.id }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An edit changes the list and that event; a create, the list. */
export const eventSaveChanges = (row: Pick<EventRow, 'id'> | null) =>
  row ? [eventKeys.lists(), eventKeys.detail(row.id)] : [eventKeys.lists()];

/** Create (no row) or Edit in the event dialog. */
export const eventSave = (queryClient: QueryClient, row: Pick<EventRow, 'id'> | null) =>
  saveMutation(
    queryClient,
    (body: EventBody) => saveEvent(row, body),
    () => eventSaveChanges(row),
  );

export function useSaveEvent(row: Pick<EventRow, 'id'> | null) {
  return eventSave(useQueryClient(), row);
}

/** An invite changes that event's invites and the list's counts. */
export const eventInviteChanges = (event: Pick<EventRow, 'id'>) => [eventKeys.lists(), eventKeys.named('invites', { eventId: event.id })];

export const inviteEventUserSave = (queryClient: QueryClient, event: Pick<EventRow, 'id'>) =>
  saveMutation(
    queryClient,
    (body: EventInviteUserBody) => inviteEventUser(event, body),
    () => eventInviteChanges(event),
  );

export function useInviteEventUser(event: Pick<EventRow, 'id'>) {
  return inviteEventUserSave(useQueryClient(), event);
}

/** Invite User (one person, at once). */
export const inviteEventUser = (event: Pick<EventRow, 'id'>, body: EventInviteUserBody) =>
  callApi(eventsContract.inviteUser, { params: { eventId: event.id }, body });

/** 'Invited ada@school.example to Spring Fair.' */
export const invitedText = (event: Pick<EventRow, 'name'>, body: Pick<EventInviteUserBody, 'email'>): string =>
  `Invited ${body.email} to ${event.name}.`;

/** The invite upload: a job with an outcome per row. */
export async function uploadEventInvites(event: Pick<EventRow, 'id'>, rows: readonly SheetRow[]): Promise<{ jobId?: number }> {
  const answer = await callApi(eventsContract.inviteUsers, { params: { eventId: event.id }, body: { list: inviteRowsOf(rows) } });
  return { jobId: answer.jobId ?? undefined };
}

/** docs/functions/people-invites-events.md §8's count, then who was invited again to which event. */
export const reinvitedText = (event: Pick<EventRow, 'name'>, rows: readonly Pick<EventInviteRow, 'email'>[], count: number): string =>
  `Invitation sent again to ${count} ${count === 1 ? 'user' : 'users'}. Reinvited ${peopleText(rows.map((r) => r.email))} to ${event.name}.`;
export const reinviteFailedText = (event: Pick<EventRow, 'name'>, rows: readonly Pick<EventInviteRow, 'email'>[]): string =>
  `Inviting ${peopleText(rows.map((r) => r.email))} to ${event.name} again failed`;

/** Reinvite User: the selected invited people, at once. */
export function useReinviteEventUsers(
  event: EventRow,
  handlers: {
    onSuccess: (answer: { count: number }, rows: EventInviteRow[]) => Promise<void>;
    onError: (error: Error, rows: EventInviteRow[]) => void;
  },
) {
  return useMutation({
    mutationFn: (rows: EventInviteRow[]) =>
      callApi(eventsContract.inviteUsers, { params: { eventId: event.id }, body: { list: rows.map((r) => ({ email: r.email })) } }),
    ...handlers,
  });
}
