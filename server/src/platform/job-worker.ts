import type { JobQueue } from './jobs';
import type { ShopId } from './shop-id';

/** What a slot may claim now: background work too or operators' only, and the shops that hold their share. */
export interface ClaimLimits {
  background: boolean;
  busyShops: ReadonlySet<ShopId>;
}

export interface JobWorkerOptions {
  /** Jobs run at once; a long import in one slot never holds up mail in another. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (new ones from other instances, retries, dead workers' jobs). */
  pollMs?: number;
}

/**
 * The worker of both databases: it claims due jobs from the `jobs` table in up to `concurrency`
 * slots. `runNext` claims the next due job and runs it (false when none is due), calling
 * `onClaimed` once it holds one, so a backlog opens the next slot at once. A notify from this
 * process wakes the worker; jobs enqueued by other instances are found by the poll.
 */
export function createJobWorker(
  runNext: (onClaimed: (claim: { background: boolean; shop: ShopId }) => void, limits: ClaimLimits) => Promise<boolean>,
  log: (msg: string, err?: unknown) => void,
  options: JobWorkerOptions,
): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const slots = new Set<Promise<void>>();
  // Background work (sync, schedules) may hold all slots but one: an operator's write never waits behind it.
  const backgroundLimit = Math.max(1, options.concurrency - 1);
  let backgroundRunning = 0;
  // One shop holds at most all slots but one while other shops are served (runNextJob applies it then), so a
  // shop whose store hangs every call cannot hold up another shop's work.
  const perShopLimit = Math.max(1, options.concurrency - 1);
  const heldByShop = new Map<ShopId, number>();
  const busyShops = () => new Set([...heldByShop].filter(([, n]) => n >= perShopLimit).map(([shop]) => shop));
  let claimTurn: Promise<void> = Promise.resolve();
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  // A slot keeps taking jobs until none is due, then frees itself.
  async function slot(): Promise<void> {
    while (!stopped) {
      // One slot claims at a time, so each claim sees the slots the others hold (PostgreSQL's claims are not
      // serialised by the driver as SQLite's are).
      const turn = claimTurn;
      let endTurn!: () => void;
      claimTurn = new Promise<void>((resolve) => (endTurn = resolve));
      await turn;
      let background = false;
      let shop: ShopId | null = null;
      const claimed = (claim: { background: boolean; shop: ShopId }) => {
        background = claim.background;
        shop = claim.shop;
        if (background) backgroundRunning++;
        heldByShop.set(claim.shop, (heldByShop.get(claim.shop) ?? 0) + 1);
        endTurn();
        fill();
      };
      let ran: boolean;
      try {
        ran = await runNext(claimed, { background: backgroundRunning < backgroundLimit, busyShops: busyShops() });
      } finally {
        endTurn();
        if (background) backgroundRunning--;
        if (shop !== null) {
          const left = (heldByShop.get(shop) ?? 1) - 1;
          if (left > 0) heldByShop.set(shop, left);
          else heldByShop.delete(shop);
        }
      }
      if (!ran) return;
      // better-sqlite3 answers synchronously: let the HTTP server in between jobs.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  function fill(): void {
    if (stopped || slots.size >= options.concurrency) return;
    const running: Promise<void> = slot()
      .catch((err) => log('job worker failed', err))
      .finally(() => slots.delete(running));
    slots.add(running);
  }

  function poll(): void {
    if (stopped) return;
    fill();
    // Not unref'd: in `npm run worker` this timer is what keeps the process alive.
    timer = setTimeout(poll, pollMs);
  }

  return {
    notify: () => setImmediate(fill),
    async start() {
      stopped = false;
      poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all([...slots]);
    },
  };
}
