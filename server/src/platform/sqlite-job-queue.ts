import type { Db } from './db';
import { dueJobIds, type JobQueue } from './jobs';

/** In-process delivery for the embedded database: a poller that a notify wakes at once. */
export function createPollingJobQueue(db: Db, run: (jobId: number) => Promise<boolean>, log: (msg: string, err?: unknown) => void, intervalMs = 1000): JobQueue {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let stopped = true;
  let current: Promise<void> = Promise.resolve();

  async function drain(): Promise<void> {
    do {
      again = false;
      for (const id of await dueJobIds(db, 20)) {
        if (stopped) return;
        await run(id);
        again = true;
      }
    } while (again && !stopped);
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = drain()
      .catch((err) => log('job poller failed', err))
      .finally(() => {
        running = false;
        schedule();
      });
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, intervalMs);
  }

  return {
    notify: () => setImmediate(tick),
    async start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
