import { INVITE_MESSAGES, editInvitedUserForm, inviteUserForm, type InvitePayloadItem } from '@console/contracts/invitations.contract';
import type { z } from 'zod';
import { cell, normalizeHeader, normalizeRow } from '../../platform/sheet-rows';
import { splitTags } from './invitation-mapping';

/** One payload row, read and validated: a new invite (no id) or an edit of an invited user. */
export type ParsedInvite =
  | { kind: 'create'; firstName: string; lastName: string; email: string; tags: string; mtd: boolean }
  | { kind: 'edit'; id: number; firstName: string; lastName: string; tags: string | null };

/** Field (`first_name`, `email`…) -> message of docs/functions/people-invites-events.md §8. */
export type FieldProblems = Record<string, string>;

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'y', 'x', 'on']);
const TAG_MAX = 255;

function problemsOf(error: z.ZodError): FieldProblems {
  const out: FieldProblems = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'row');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** Tags as stored: trimmed, each once, comma-separated; null when one tag is too long. */
function normalizeTags(text: string): string | null {
  const tags = splitTags(text);
  return tags.some((t) => t.length > TAG_MAX) ? null : tags.join(', ');
}

/** True when the row asks for the MTD option (a checkbox, or a sheet cell such as 'Yes'). */
export function wantsMtd(item: InvitePayloadItem): boolean {
  const row = normalizeRow(item);
  return TRUE_TEXTS.has(cell(row, 'mtdCheckbox', 'mtd_check_box', 'MTD').toLowerCase());
}

/**
 * Reads a form row (`first_name`, `additional_tags`…) or a spreadsheet row ('First Name', 'Tags'…)
 * and validates it with the forms' own schemas, so the messages are the spec's.
 */
export function parseInviteItem(item: InvitePayloadItem): { ok: true; invite: ParsedInvite } | { ok: false; problems: FieldProblems } {
  const row = normalizeRow(item);
  const idText = cell(row, 'id');
  const hasTags = Object.keys(item).some((k) => ['additionaltags', 'tags'].includes(normalizeHeader(k)));
  const input = {
    first_name: cell(row, 'first_name'),
    last_name: cell(row, 'last_name'),
    email: cell(row, 'email'),
    additional_tags: cell(row, 'additional_tags', 'tags'),
  };
  if (idText) {
    if (!/^\d{1,15}$/.test(idText)) return { ok: false, problems: { id: 'Invitation id is not valid.' } };
    const parsed = editInvitedUserForm.safeParse(input);
    if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
    const tags = hasTags ? normalizeTags(parsed.data.additional_tags) : null;
    if (hasTags && tags === null) return { ok: false, problems: { additional_tags: INVITE_MESSAGES.tags } };
    return {
      ok: true,
      invite: { kind: 'edit', id: Number(idText), firstName: parsed.data.first_name, lastName: parsed.data.last_name, tags },
    };
  }
  const parsed = inviteUserForm.safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  const tags = normalizeTags(parsed.data.additional_tags);
  if (tags === null) return { ok: false, problems: { additional_tags: INVITE_MESSAGES.tags } };
  return {
    ok: true,
    invite: {
      kind: 'create',
      firstName: parsed.data.first_name,
      lastName: parsed.data.last_name,
      email: parsed.data.email,
      tags,
      mtd: wantsMtd(item),
    },
  };
}
