import type { EventInviteRow, EventRow, InviteDeliveryState } from '@console/contracts/events.contract';
import { inviteeName } from './event-invite-mail';
import type { EventListRecord, InviteListRecord } from './events.repository';

export function toEventRow(r: EventListRecord): EventRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    dateFrom: r.date_from,
    dateTo: r.date_to,
    active: r.active === 1,
    isDeleted: r.is_deleted === 1,
    createdBy: r.created_by,
    createdByEmail: r.created_by === 0 ? null : r.created_by_email,
    invited: r.invited,
    registered: r.registered,
  };
}

/** Registered wins; otherwise the state of the latest invitation e-mail (sent when none is on record). */
export function deliveryState(r: Pick<InviteListRecord, 'registered' | 'mail_status'>): InviteDeliveryState {
  if (r.registered === 1) return 'registered';
  return r.mail_status === 'queued' || r.mail_status === 'failed' ? r.mail_status : 'sent';
}

export function toInviteRow(r: InviteListRecord): EventInviteRow {
  return {
    id: r.id,
    name: inviteeName(r),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    store: r.store,
    date: r.created_at,
    registered: r.registered === 1,
    delivery: deliveryState(r),
  };
}
