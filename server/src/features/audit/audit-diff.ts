import type { AuditChange } from '@console/contracts/audit.contract';

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields a change altered, from the before/after JSON that `writeAudit` stored. Objects are
 * compared field by field (a field only on one side counts as changed); anything else (a setting's
 * value, a list) is one field named `value`.
 */
export function auditChanges(beforeText: string | null, afterText: string | null): AuditChange[] {
  const before = parse(beforeText);
  const after = parse(afterText);
  const objects = (before === undefined || isFields(before)) && (after === undefined || isFields(after));
  if (!objects) {
    const [b, a] = [shown(before), shown(after)];
    return b === a ? [] : [{ field: 'value', before: b, after: a }];
  }
  const b: Fields = before ?? {};
  const a: Fields = after ?? {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }))
    .filter((change) => change.before !== change.after);
}
