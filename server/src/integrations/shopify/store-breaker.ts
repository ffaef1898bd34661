import { ShopifyUnavailable } from './shopify-errors';

/**
 * A store that is down is not asked again by every job at once (a store that is down delays its own
 * shop only). After a call ends unanswered, jobs' calls fail at once with StoreDown until `retryAt`; then one
 * call goes through as a probe (one attempt) while the others still wait. Any answer from the store closes
 * it. The pause starts at 2 s, so a blip costs nothing, and doubles to a minute, so a long outage costs one
 * call a minute. Operators' own calls are not held back (the client lets them through and they close it).
 */
export const FIRST_PAUSE_MS = 2_000;
export const LONGEST_PAUSE_MS = 60_000;

/** Refused before sending: the store did not answer lately. A job waits until `retryAt`, its attempt not counted. */
export class StoreDown extends ShopifyUnavailable {
  readonly waitsWithoutAttempt = true;
  constructor(
    storeUrl: string,
    operation: string,
    readonly retryAt: Date,
  ) {
    super(`The store at ${storeUrl} did not answer lately: ${operation} waits until ${retryAt.toISOString()} to ask again.`);
    this.name = 'StoreDown';
  }
}

export interface StoreBreaker {
  /** Before a job's call: throws StoreDown while the store is paused or another call probes it; true when this call is the probe. */
  admit(operation: string): boolean;
  /** Between a call's own retries: throws StoreDown when another call found the store down meanwhile. */
  check(operation: string): void;
  /** The store answered (anything but a 5xx): every call may go. */
  answered(): void;
  /** A call ended unanswered: pause (longer each time in a row). */
  unanswered(): void;
  /** A probe ended without either (e.g. it was refused by us before sending). */
  probeEnded(): void;
}

export function createStoreBreaker(storeUrl: string, now: () => number = Date.now): StoreBreaker {
  let pausedUntil = 0;
  let pauseMs = 0;
  let probing = false;
  const down = (operation: string, at: number) => new StoreDown(storeUrl, operation, new Date(at));
  return {
    admit(operation) {
      if (pausedUntil === 0) return false;
      const t = now();
      if (t < pausedUntil) throw down(operation, pausedUntil);
      if (probing) throw down(operation, t + FIRST_PAUSE_MS);
      probing = true;
      return true;
    },
    check(operation) {
      if (now() < pausedUntil) throw down(operation, pausedUntil);
    },
    answered() {
      pausedUntil = 0;
      pauseMs = 0;
      probing = false;
    },
    unanswered() {
      const t = now();
      // Calls already under way when the store stopped answering end one after another: one outage, one step.
      if (t >= pausedUntil) pauseMs = pauseMs === 0 ? FIRST_PAUSE_MS : Math.min(LONGEST_PAUSE_MS, pauseMs * 2);
      pausedUntil = Math.max(pausedUntil, t + pauseMs);
    },
    probeEnded() {
      probing = false;
    },
  };
}
