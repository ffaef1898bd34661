/**
 * The cost-aware limiter of docs/outside-interfaces.md 'Shopify': the store answers each query with
 * `extensions.cost.throttleStatus` (a leaky bucket of points); we keep our own estimate of the bucket
 * between answers and wait before a query would overdraw it, so a THROTTLED answer is the exception.
 */
export interface ThrottleStatus {
  currentlyAvailable: number;
  maximumAvailable: number;
  restoreRate: number;
}

export interface CostLimiter {
  /** Waits until `estimate` points are (probably) there, then books them. */
  reserve(estimate: number): Promise<void>;
  /** What the store said after a call: the bucket as it is now. */
  observe(status: ThrottleStatus): void;
  /** Milliseconds until `needed` points are back, from the store's own numbers (for THROTTLED). */
  waitFor(needed: number): number;
}

export function createCostLimiter(options: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {}): CostLimiter {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let bucket: (ThrottleStatus & { at: number }) | null = null;

  function availableNow(): number {
    if (!bucket) return Infinity;
    const restored = ((now() - bucket.at) / 1000) * bucket.restoreRate;
    return Math.min(bucket.maximumAvailable, bucket.currentlyAvailable + restored);
  }

  function msUntil(needed: number): number {
    if (!bucket) return 0;
    const want = Math.min(needed, bucket.maximumAvailable);
    const missing = want - availableNow();
    return missing <= 0 ? 0 : Math.ceil((missing / Math.max(bucket.restoreRate, 1)) * 1000);
  }

  return {
    async reserve(estimate) {
      for (let wait = msUntil(estimate); wait > 0; wait = msUntil(estimate)) await sleep(wait);
      if (bucket) bucket = { ...bucket, currentlyAvailable: availableNow() - estimate, at: now() };
    },
    observe(status) {
      bucket = { ...status, at: now() };
    },
    waitFor(needed) {
      // At least a short pause: the store said no, so never retry at once.
      return Math.max(250, msUntil(needed));
    },
  };
}
