import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('keeps only the fields whose value changed', () => {
    const before = JSON.stringify({ school: 'Elm', state: 'OH', privacy_consent: 1 });
    const after = JSON.stringify({ school: 'Oak', state: 'OH', privacy_consent: 0 });
    expect(auditChanges(before, after)).toEqual([
      { field: 'school', before: 'Elm', after: 'Oak' },
      { field: 'privacy_consent', before: '1', after: '0' },
    ]);
  });

  it('lists every field of a creation (no before) and of a field present on one side only', () => {
    expect(auditChanges(null, JSON.stringify({ email: 'a@b.test', rows: 3 }))).toEqual([
      { field: 'email', before: null, after: 'a@b.test' },
      { field: 'rows', before: null, after: '3' },
    ]);
    expect(auditChanges(JSON.stringify({ status: 'invited' }), JSON.stringify({ status: 'registered', customerId: 7 }))).toEqual([
      { field: 'status', before: 'invited', after: 'registered' },
      { field: 'customerId', before: null, after: '7' },
    ]);
  });

  it('shows a value that is not an object as one field', () => {
    expect(auditChanges(JSON.stringify('9500'), JSON.stringify('8000'))).toEqual([{ field: 'value', before: '9500', after: '8000' }]);
    expect(auditChanges(JSON.stringify(null), JSON.stringify('8000'))).toEqual([{ field: 'value', before: null, after: '8000' }]);
    expect(auditChanges(JSON.stringify([1]), JSON.stringify([1]))).toEqual([]);
  });

  it('answers nothing when there is neither before nor after (a sign-in)', () => {
    expect(auditChanges(null, null)).toEqual([]);
  });
});
