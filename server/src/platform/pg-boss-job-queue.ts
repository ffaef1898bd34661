import PgBoss from 'pg-boss';
import type { Db } from './db';
import { dueJobIds, type JobQueue } from './jobs';

const QUEUE = 'console-jobs';
const SWEEP_MS = 15_000;

/**
 * Delivery on PostgreSQL through pg-boss, so several server instances share the work. The `jobs`
 * table stays the record: a periodic sweep re-sends jobs that are due (never delivered, retried, or
 * left running by a dead instance), and the claim in runJob keeps any delivery from running twice.
 */
export function createPgBossJobQueue(db: Db, connectionString: string, run: (jobId: number) => Promise<boolean>, log: (msg: string, err?: unknown) => void): JobQueue {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err: unknown) => log('pg-boss error', err));
  let sweepTimer: NodeJS.Timeout | null = null;
  let started = false;
  let workerId: string | null = null;

  // pg-boss's worker sleeps its polling interval after every fetch, which alone caps delivery at
  // one job a second; waking it after a send and after each job drains a backlog at once.
  function wake(): void {
    if (workerId) boss.notifyWorker(workerId);
  }

  async function send(jobId: number): Promise<void> {
    await boss.send(QUEUE, { jobId }, { singletonKey: String(jobId), retryLimit: 0 });
    wake();
  }

  async function sweep(): Promise<void> {
    for (const id of await dueJobIds(db, 100)) await send(id);
  }

  return {
    notify(jobId) {
      if (started) send(jobId).catch((err) => log(`could not deliver job ${jobId}`, err));
    },
    async start() {
      await boss.start();
      await boss.createQueue(QUEUE);
      workerId = await boss.work<{ jobId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await run(job.data.jobId);
        wake();
      });
      started = true;
      await sweep();
      sweepTimer = setInterval(() => sweep().catch((err) => log('job sweep failed', err)), SWEEP_MS);
    },
    async stop() {
      started = false;
      workerId = null;
      if (sweepTimer) clearInterval(sweepTimer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
