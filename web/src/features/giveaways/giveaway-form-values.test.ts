import { describe, expect, it } from 'vitest';
import { dayFromToday, giveawayBodyOf, giveawayFormProblem, giveawayFormValues, newGiveawayValues } from './giveaway-form-values';

const now = new Date('2026-11-23T10:00:00Z');

describe('giveaway form', () => {
  it('defaults to today and 12 months later, dates off', () => {
    expect(newGiveawayValues(now)).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2027-11-23',
      useStartDate: false,
      useEndDate: false,
    });
    expect(dayFromToday(12, now)).toBe('2027-11-23');
    // 03:00 UTC on 11/24 is still 11/23 on the shop's clock (America/New_York).
    expect(dayFromToday(0, new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });

  it('sends the count only above 0, description null when empty, dates only when checked', () => {
    const values = { ...newGiveawayValues(now), name: ' Drill ', registrationCount: '0' };
    expect(giveawayBodyOf(values, '5')).toEqual({ admin: '5', name: 'Drill', description: null, registrationCount: null });
    const dated = giveawayBodyOf({ ...values, description: 'Win', useStartDate: true, useEndDate: true, registrationCount: '25' }, '5');
    expect(dated).toEqual({
      admin: '5',
      name: 'Drill',
      description: 'Win',
      startDate: '11/23/2026',
      endDate: '11/23/2027',
      registrationCount: 25,
    });
  });

  it('fills from a giveaway and checks the rules', () => {
    const values = giveawayFormValues(
      {
        id: 1,
        name: 'A',
        description: null,
        startDate: '2026-01-02',
        endDate: null,
        registrationCount: 4,
        entryCount: 0,
        entryPath: '/giveaway/x',
      },
      now,
    );
    expect(values).toMatchObject({
      description: '',
      useStartDate: true,
      startDate: '2026-01-02',
      useEndDate: false,
      endDate: '2027-11-23',
      registrationCount: '4',
    });
    expect(giveawayFormProblem({ ...values, name: '' })).toBe('Name is required.');
    expect(giveawayFormProblem({ ...values, useEndDate: true, endDate: '2025-01-01' })).toBe('Start date must not be after end date.');
    expect(giveawayFormProblem(values)).toBeNull();
  });
});
