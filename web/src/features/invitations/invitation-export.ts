import { formatIsoDate } from '@console/contracts/common/dates';
import type { InvitationExportRow } from '@console/contracts/invitations.contract';
import type { ExcelColumn } from '../../ui/excel-export';

/**
 * docs/functions/people-invites-events.md §9: invited and registered user reports, under a title and a created-on stamp, headers in row 9.
 */
export const INVITATION_EXPORT_COLUMNS: ReadonlyArray<ExcelColumn<InvitationExportRow>> = [
  { header: 'Name', value: (r) => r.displayName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Tags', value: (r) => r.tags.join(', ') },
  { header: 'Created Date', value: (r) => formatIsoDate(r.createdAt) },
];

/** `Invited_Partner_Users_Report` -> title 'Invited Partner Users Report', file prefix `Invited_Partner_Users_Report_`. */
export function reportOf(name: string): { title: string; fileNamePrefix: string } {
  return { title: name.replace(/_/g, ' '), fileNamePrefix: `${name}_` };
}
