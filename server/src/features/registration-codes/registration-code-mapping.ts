import { formatUsDate } from '@console/contracts/common/dates';
import {
  HISTORY_ACTIONS,
  type HistoryAction,
  type HistoryEntry,
  type RegistrationCode,
} from '@console/contracts/registration-codes.contract';
import { CODE_TARGET_PREFIX, type AuditRecord, type CodeRecord } from './registration-codes.repository';

/** Money is kept in cents; the spec's spend limit is whole dollars. */
export const toCents = (dollars: number | null): number | null => (dollars === null ? null : dollars * 100);

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
}

export function toRegistrationCode(row: CodeRecord): RegistrationCode {
  const tags = parseList(row.tags);
  return {
    id: Number(row.id),
    registrationCode: row.code,
    startDate: row.start_date,
    endDate: row.end_date,
    partner: { id: Number(row.partner_id), name: row.partner_name, handle: row.partner_handle },
    spendLimit: row.spend_limit_cents === null ? null : Math.floor(Number(row.spend_limit_cents) / 100),
    ...(tags.length ? { tags } : {}),
    maxRegistrationCount: row.max_registration_count,
    currentRegistrationCount: Number(row.current_registration_count),
    emailDomains: parseList(row.email_domains),
  };
}

/** What the History tab compares: the fields an operator edits, in form order. */
export interface CodeSnapshot {
  registrationCode?: string;
  startDate?: string;
  endDate?: string;
  partner?: string;
  spendLimit?: number | null;
  tags?: string[];
  maxRegistrationCount?: number | null;
  emailDomains?: string[];
}

const LABELS: Readonly<Record<keyof CodeSnapshot, string>> = {
  registrationCode: 'Registration Code',
  startDate: 'Start Date',
  endDate: 'End Date',
  partner: 'Partner',
  spendLimit: 'Spend Limit',
  tags: 'Tags',
  maxRegistrationCount: 'Max Count',
  emailDomains: 'Email Domains',
};
const FIELDS = Object.keys(LABELS) as (keyof CodeSnapshot)[];

export function snapshotOf(code: RegistrationCode): Required<CodeSnapshot> {
  return {
    registrationCode: code.registrationCode,
    startDate: code.startDate,
    endDate: code.endDate,
    partner: code.partner.name,
    spendLimit: code.spendLimit,
    tags: code.tags ?? [],
    maxRegistrationCount: code.maxRegistrationCount,
    emailDomains: code.emailDomains,
  };
}

/** Only the fields that differ, as a `before` and an `after` for the audit entry. */
export function changedFields(before: CodeSnapshot, after: CodeSnapshot): { before: CodeSnapshot; after: CodeSnapshot } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (!(field in after)) continue;
    if (JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)) continue;
    b[field] = before[field] ?? null;
    a[field] = after[field] ?? null;
  }
  return Object.keys(a).length ? { before: b as CodeSnapshot, after: a as CodeSnapshot } : null;
}

function shown(value: unknown, field: keyof CodeSnapshot): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  if (field === 'spendLimit') return `$${Number(value).toLocaleString('en-US')}`;
  if (field === 'startDate' || field === 'endDate') return formatUsDate(String(value));
  return String(value);
}

/** `Field: before -> after` per changed field; a create lists what it set, a delete what it held. */
export function describeChanges(action: HistoryAction, before: CodeSnapshot, after: CodeSnapshot): string {
  const parts: string[] = [];
  for (const field of FIELDS) {
    if (action === 'update') {
      if (field in after) parts.push(`${LABELS[field]}: ${shown(before[field], field)} -> ${shown(after[field], field)}`);
    } else {
      const value = action === 'create' ? after[field] : before[field];
      if (value !== undefined && shown(value, field) !== '(none)') parts.push(`${LABELS[field]}: ${shown(value, field)}`);
    }
  }
  return parts.join('; ');
}

export const auditAction = (action: HistoryAction) => `registration-codes.${action}` as const;
export const HISTORY_AUDIT_ACTIONS = HISTORY_ACTIONS.map(auditAction);
export const codeTarget = (id: number) => `${CODE_TARGET_PREFIX}${id}`;

export function toHistoryEntry(row: AuditRecord): HistoryEntry | null {
  const action = HISTORY_ACTIONS.find((a) => auditAction(a) === row.action);
  if (!action) return null;
  const before = (row.before ? JSON.parse(row.before) : {}) as CodeSnapshot & { code?: string };
  const after = (row.after ? JSON.parse(row.after) : {}) as CodeSnapshot & { code?: string };
  return {
    action,
    changes: describeChanges(action, before, after),
    createdDate: row.created_at,
    registrationCode: after.code ?? before.code ?? after.registrationCode ?? before.registrationCode ?? '',
  };
}
