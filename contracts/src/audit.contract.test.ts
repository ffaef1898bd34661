import { describe, expect, it } from 'vitest';
import { auditFilter, rangeBound } from './audit.contract';

describe('rangeBound', () => {
  it('takes a day in either form as the whole UTC day', () => {
    expect(rangeBound('2026-03-10', 'from')).toBe('2026-03-10T00:00:00.000Z');
    expect(rangeBound('03/10/2026', 'to')).toBe('2026-03-11T00:00:00.000Z');
    expect(rangeBound('2026-12-31', 'to')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('takes an instant as it is, in UTC', () => {
    expect(rangeBound('2026-03-10T05:00:00+02:00', 'from')).toBe('2026-03-10T03:00:00.000Z');
    expect(rangeBound('2026-03-10T05:00Z', 'to')).toBe('2026-03-10T05:00:00.000Z');
  });

  it('refuses what is not a real date', () => {
    for (const text of ['2026-02-30', '02/30/2026', '31/12/2026', 'yesterday', '2026-03-10T25:00:00Z', '2026-03-10 05:00'])
      expect(rangeBound(text, 'from'), text).toBeNull();
  });

  it('puts each problem of the filter under its field', () => {
    const result = auditFilter.safeParse({ from: '2026-05-02', to: '2026-05-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'The end date is before the start date.']]);
  });
});
