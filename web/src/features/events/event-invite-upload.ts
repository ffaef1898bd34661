import { EVENT_UPLOAD_MESSAGES } from '@console/contracts/events.contract';
import { ApiError } from '../../api/api-client';
import type { SheetRow } from '../../ui/spreadsheet';

/** A file the screen refuses before sending it, with the spec's message. */
export class UploadRefused extends Error {}

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function cell(row: SheetRow, header: string): string {
  const key = Object.keys(row).find((k) => headerKey(k) === headerKey(header));
  return key === undefined ? '' : String(row[key] ?? '').trim();
}

/**
 * docs/functions/people-invites-events.md §5: at least one row, and an email column in the first row; each row goes to the server as
 * `{firstName, lastName, email}` (docs/functions/people-invites-events.md §7), from the sample file's first_name, last_name, email.
 */
export function inviteRowsOf(rows: readonly SheetRow[]): Array<{ firstName: string; lastName: string; email: string }> {
  const [first] = rows;
  if (!first) throw new UploadRefused(EVENT_UPLOAD_MESSAGES.noRows);
  if (!Object.keys(first).some((k) => headerKey(k) === 'email')) throw new UploadRefused(EVENT_UPLOAD_MESSAGES.noEmailHeader);
  return rows.map((row) => ({ firstName: cell(row, 'first_name'), lastName: cell(row, 'last_name'), email: cell(row, 'email') }));
}

/**
 * The message an upload failure shows: the file's own problem, or docs/functions/people-invites-events.md §8's 'Error while uploading
 * file…'.
 */
export function uploadFailureText(error: unknown): string {
  if (error instanceof UploadRefused) return error.message;
  const message = error instanceof ApiError && error.status === 400 ? error.body?.message : undefined;
  return message === EVENT_UPLOAD_MESSAGES.noRows || message === EVENT_UPLOAD_MESSAGES.noEmailHeader
    ? message
    : EVENT_UPLOAD_MESSAGES.failed;
}
