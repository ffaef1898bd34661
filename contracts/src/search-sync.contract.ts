import { z } from 'zod';
import { defineCall } from './common/call';

/** docs/functions/commerce-tools.md §3 SOLR sync status: `completed` is false while a sync runs; Notes are comma-separated. */
export const syncStatus = z.object({
  EventDate: z.string().nullable(),
  completed: z.boolean(),
  status: z.string(),
  Notes: z.string(),
});
export type SyncStatus = z.infer<typeof syncStatus>;

export const searchSyncContract = {
  status: defineCall({ method: 'GET', path: '/api/solr/syncStatus', flags: ['showSolr'], response: syncStatus }),
  /** Starts a sync unless one is running; `result` says whether it started. */
  start: defineCall({
    method: 'GET',
    path: '/api/solr/update',
    flags: ['showSolr'],
    response: z.object({ result: z.boolean(), msg: z.string(), jobId: z.number().nullable() }),
  }),
} as const;

/** Polling of docs/functions/commerce-tools.md §4 and §9. */
export const SYNC_POLL_RUNNING_MS = 30_000;
export const SYNC_POLL_AFTER_START_MS = 5_000;
