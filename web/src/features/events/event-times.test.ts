import { describe, expect, it } from 'vitest';
import { eventTimeProblem, formatEventTime, fromEventTimeValue, toEventTimeValue } from './event-times';

// The form's day and time are the operator's clock: the expected instants are built in the same local zone.
const local = (y: number, m: number, d: number, h: number, min: number, s = 0) => new Date(y, m - 1, d, h, min, s).toISOString();

describe('event times', () => {
  it('reads a typed local day and time as the instant it stands for', () => {
    expect(fromEventTimeValue({ day: '2026-12-01', time: '15:30' })).toBe(local(2026, 12, 1, 15, 30));
    expect(fromEventTimeValue({ day: '2026-07-01', time: '09:05:07' })).toBe(local(2026, 7, 1, 9, 5, 7));
  });

  it('gives no instant for a day without a time, a time without a day, or what is not a date', () => {
    expect(fromEventTimeValue({ day: '2026-12-01', time: '' })).toBe('');
    expect(fromEventTimeValue({ day: '', time: '09:00' })).toBe('');
    expect(fromEventTimeValue({ day: '2026-02-30', time: '09:00' })).toBe('');
    expect(fromEventTimeValue({ day: '2026-12-01', time: '24:00' })).toBe('');
  });

  it('shows a stored instant as its local day and time, with seconds only when it has some, and back unchanged', () => {
    expect(toEventTimeValue(local(2026, 12, 1, 15, 30))).toEqual({ day: '2026-12-01', time: '15:30' });
    const withSeconds = local(2026, 12, 1, 15, 30, 15);
    expect(toEventTimeValue(withSeconds)).toEqual({ day: '2026-12-01', time: '15:30:15' });
    expect(fromEventTimeValue(toEventTimeValue(withSeconds))).toBe(withSeconds);
    expect(formatEventTime(withSeconds)).toBe('12/01/2026 3:30:15 PM');
  });

  it("says why a time is refused after spec 2's message, naming the times compared", () => {
    const times = { dateFrom: { day: '2027-12-20', time: '18:00' }, dateTo: { day: '2027-12-19', time: '17:00' } };
    expect(eventTimeProblem('dateFrom', times, '2026-12-01')).toBeNull();
    expect(eventTimeProblem('dateTo', times, '2026-12-01')).toBe(
      'Event Date To not valid. The event would end (12/19/2027 5:00 PM) before it starts (12/20/2027 6:00 PM): choose an end on or after its start.',
    );
    expect(eventTimeProblem('dateTo', { ...times, dateTo: { day: '2027-12-20', time: '18:00' } }, '2026-12-01')).toBeNull();
    expect(eventTimeProblem('dateFrom', { ...times, dateFrom: { day: '2020-01-01', time: '09:00' } }, '2026-12-01')).toBe(
      'Event Date From not valid. 01/01/2020 is in the past: the earliest day is 12/01/2026.',
    );
    expect(eventTimeProblem('dateFrom', { ...times, dateFrom: { day: '', time: '' } }, '2026-12-01')).toBe(
      'Event Date From not valid. Choose the day the event starts.',
    );
    expect(eventTimeProblem('dateTo', { ...times, dateTo: { day: '2027-12-21', time: '' } }, '2026-12-01')).toBe(
      'Event Date To not valid. Type the time the event ends, e.g. 09:00 AM.',
    );
  });
});
