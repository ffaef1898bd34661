import { featureQueryKeys } from '../../ui/query-keys';

/**
 * One event's invites: the event, and the tab, search and page that narrow them. Given the event alone, the
 * key covers all of its invites (TanStack Query matches an object key by the fields it names).
 */
export interface EventInvitesQuery {
  eventId: number;
  tab?: string;
  search?: string;
  page?: number;
}

/** The events list (one, filtered on screen), each event by id, and each event's invites. */
export const eventKeys = featureQueryKeys<'events', void, number, { invites: EventInvitesQuery }>('events');
