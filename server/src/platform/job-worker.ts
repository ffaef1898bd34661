import type { JobQueue } from './jobs';

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
  runNext: (onClaimed: (background: boolean) => void, background: boolean) => Promise<boolean>,
  log: (msg: string, err?: unknown) => void,
  options: JobWorkerOptions,
): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const slots = new Set<Promise<void>>();
  // Background work (sync, schedules) may hold all slots but one: an operator's write never waits behind it (issue 38).
  const backgroundLimit = Math.max(1, options.concurrency - 1);
  let backgroundRunning = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  // A slot keeps taking jobs until none is due, then frees itself.
  async function slot(): Promise<void> {
    while (!stopped) {
      let background = false;
      const claimed = (isBackground: boolean) => {
        background = isBackground;
        if (isBackground) backgroundRunning++;
        fill();
      };
      let ran: boolean;
      try {
        ran = await runNext(claimed, backgroundRunning < backgroundLimit);
      } finally {
        if (background) backgroundRunning--;
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
