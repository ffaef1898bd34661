import type { InvitationExportRow, InvitedUserRow, RegisteredUserRow } from '@console/contracts/invitations.contract';
import type { CustomerListRecord } from '../customers/customers.service';
import { customerGid, customerTags, displayName } from '../registrations/customer-mapping.service';
import type { InvitationRecord } from './invitations.repository';

/** `a, b,,a` -> `['a', 'b']`: the additional tags as a list, each once. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** The tags of an invitation: its additional tags, and `mtd:true` for an MTD retiree. */
export function invitationTags(inv: Pick<InvitationRecord, 'additional_tags' | 'mtd'>): string[] {
  return [...splitTags(inv.additional_tags), ...(inv.mtd ? ['mtd:true'] : [])];
}

export function toInvitedRow(inv: InvitationRecord): InvitedUserRow {
  return {
    id: String(inv.id),
    displayName: displayName(inv),
    firstName: inv.first_name,
    lastName: inv.last_name,
    email: inv.email,
    createdAt: inv.created_at,
    tags: splitTags(inv.additional_tags),
    mtd: inv.mtd === 1,
  };
}

export function toInvitedExportRow(inv: InvitationRecord): InvitationExportRow {
  return { displayName: displayName(inv), email: inv.email, tags: invitationTags(inv), createdAt: inv.created_at };
}

export function toRegisteredRow(c: CustomerListRecord): RegisteredUserRow {
  return {
    id: customerGid(c.id),
    displayName: displayName(c),
    firstName: c.first_name,
    lastName: c.last_name,
    email: c.email,
    createdAt: c.created_at,
    tags: customerTags(c),
  };
}

export function toRegisteredExportRow(c: CustomerListRecord): InvitationExportRow {
  return { displayName: displayName(c), email: c.email, tags: customerTags(c), createdAt: c.created_at };
}
