import { describe, expect, it } from 'vitest';
import { createStoreBreaker, FIRST_PAUSE_MS, LONGEST_PAUSE_MS, StoreDown } from './store-breaker';

describe('store breaker', () => {
  const at = { t: 1_000_000 };
  const breaker = () => createStoreBreaker('https://shop.test', () => at.t);

  it('lets every call go while the store answers', () => {
    const b = breaker();
    expect(b.admit('Q')).toBe(false);
    b.answered();
    expect(b.admit('Q')).toBe(false);
  });

  it('pauses after a call ends unanswered, then lets one probe through while the others wait', () => {
    const b = breaker();
    b.unanswered();
    expect(() => b.admit('Q')).toThrow(StoreDown);
    try {
      b.admit('Q');
    } catch (err) {
      expect((err as StoreDown).retryAt.getTime()).toBe(at.t + FIRST_PAUSE_MS);
      expect((err as StoreDown).waitsWithoutAttempt).toBe(true);
    }
    at.t += FIRST_PAUSE_MS;
    expect(b.admit('Q')).toBe(true);
    expect(() => b.admit('Q')).toThrow(StoreDown);
    b.answered();
    expect(b.admit('Q')).toBe(false);
  });

  it('doubles the pause while the store stays down, up to a minute, and fails retries of calls under way', () => {
    const b = breaker();
    const pauses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      b.unanswered();
      try {
        b.check('Q');
      } catch (err) {
        pauses.push((err as StoreDown).retryAt.getTime() - at.t);
      }
      at.t += LONGEST_PAUSE_MS;
    }
    expect(pauses).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('counts calls that end unanswered during one pause as one step', () => {
    const b = breaker();
    b.unanswered();
    b.unanswered();
    b.unanswered();
    expect(() => b.check('Q')).toThrow(StoreDown);
    at.t += FIRST_PAUSE_MS;
    expect(() => b.check('Q')).not.toThrow();
  });
});
