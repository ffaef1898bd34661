import { describe, expect, it } from 'vitest';
import { ADDRESS_FREE_FAILURES, delayAfter, FREE_FAILURES, WINDOW_MS } from './login-throttle';

describe('sign-in throttle delay', () => {
  it('is free for the first failures, then doubles from one second up to the window', () => {
    for (let n = 0; n < FREE_FAILURES; n++) expect(delayAfter(n)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(1000);
    expect(delayAfter(FREE_FAILURES + 1)).toBe(2000);
    expect(delayAfter(FREE_FAILURES + 5)).toBe(32_000);
    expect(delayAfter(FREE_FAILURES + 40)).toBe(WINDOW_MS);
  });

  it('counts an address over all e-mails from its own free failures', () => {
    expect(delayAfter(ADDRESS_FREE_FAILURES - 1, ADDRESS_FREE_FAILURES)).toBe(0);
    expect(delayAfter(ADDRESS_FREE_FAILURES, ADDRESS_FREE_FAILURES)).toBe(1000);
    expect(delayAfter(ADDRESS_FREE_FAILURES + 3, ADDRESS_FREE_FAILURES)).toBe(8000);
    expect(delayAfter(ADDRESS_FREE_FAILURES + 40, ADDRESS_FREE_FAILURES)).toBe(WINDOW_MS);
  });
});
