import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, setShopTimeZone } from '../../ui/shop-time';
import { eventTimeProblem, fromEventTimeValue, minimumDate, toEventTimeValue } from './event-times';

// The form's day and time are the shop's wall clock, whatever the machine's zone: the expected instants are UTC.
describe('event times', () => {
  beforeEach(() => setShopTimeZone('America/Chicago'));
  afterEach(() => setShopTimeZone(SHOP_TIME_ZONE));

  it("reads a typed day and time on the shop's clock as the instant it stands for, either side of a DST change", () => {
    expect(fromEventTimeValue({ day: '2026-12-01', time: '15:30' })).toBe('2026-12-01T21:30:00.000Z');
    expect(fromEventTimeValue({ day: '2026-07-01', time: '09:05:07' })).toBe('2026-07-01T14:05:07.000Z');
    // Chicago goes onto daylight time on 03/14/2027.
    expect(fromEventTimeValue({ day: '2027-03-13', time: '09:00' })).toBe('2027-03-13T15:00:00.000Z');
    expect(fromEventTimeValue({ day: '2027-03-15', time: '09:00' })).toBe('2027-03-15T14:00:00.000Z');
    setShopTimeZone('Asia/Tokyo');
    expect(fromEventTimeValue({ day: '2027-03-15', time: '09:00' })).toBe('2027-03-15T00:00:00.000Z');
  });

  it('gives no instant for a day without a time, a time without a day, what is not a date, or an hour the clock skips', () => {
    expect(fromEventTimeValue({ day: '2026-12-01', time: '' })).toBe('');
    expect(fromEventTimeValue({ day: '', time: '09:00' })).toBe('');
    expect(fromEventTimeValue({ day: '2026-02-30', time: '09:00' })).toBe('');
    expect(fromEventTimeValue({ day: '2026-12-01', time: '24:00' })).toBe('');
    expect(fromEventTimeValue({ day: '2027-03-14', time: '02:30' })).toBe('');
  });

  it("shows a stored instant as the shop's day and time, with seconds only when it has some, and back unchanged", () => {
    expect(toEventTimeValue('2026-12-01T21:30:00.000Z')).toEqual({ day: '2026-12-01', time: '15:30' });
    // Already the next day in UTC, still the evening before in Chicago.
    expect(toEventTimeValue('2027-03-16T03:00:00.000Z')).toEqual({ day: '2027-03-15', time: '22:00' });
    const withSeconds = '2026-12-01T21:30:15.000Z';
    expect(toEventTimeValue(withSeconds)).toEqual({ day: '2026-12-01', time: '15:30:15' });
    expect(fromEventTimeValue(toEventTimeValue(withSeconds))).toBe(withSeconds);
    const summer = '2027-07-04T01:00:00.000Z';
    expect(fromEventTimeValue(toEventTimeValue(summer))).toBe(summer);
  });

  it("takes today on the shop's clock as the earliest day, or an edited event's earlier start", () => {
    // 03:10 UTC on 12/02 is still 12/01 in Chicago.
    const now = new Date('2026-12-02T03:10:00Z');
    expect(minimumDate(null, now)).toBe('2026-12-01');
    expect(minimumDate('2026-11-20T03:00:00.000Z', now)).toBe('2026-11-19');
    expect(minimumDate('2027-01-05T15:00:00.000Z', now)).toBe('2026-12-01');
    setShopTimeZone('Asia/Tokyo');
    expect(minimumDate(null, new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02');
  });

  it('says why a time is refused after the documented message, naming the times compared', () => {
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
    expect(eventTimeProblem('dateFrom', { ...times, dateFrom: { day: '2027-03-14', time: '02:30' } }, '2026-12-01')).toBe(
      "Event Date From not valid. 03/14/2027 2:30 AM does not exist on the shop's clock (it skips that hour as daylight time starts): choose another time.",
    );
    // Midnight and noon as the operator reads them.
    expect(
      eventTimeProblem(
        'dateTo',
        { dateFrom: { day: '2027-12-20', time: '12:00' }, dateTo: { day: '2027-12-20', time: '00:15' } },
        '2026-12-01',
      ),
    ).toBe(
      'Event Date To not valid. The event would end (12/20/2027 12:15 AM) before it starts (12/20/2027 12:00 PM): choose an end on or after its start.',
    );
  });
});
