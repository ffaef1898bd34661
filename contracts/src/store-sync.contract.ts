import { z } from 'zod';
import { defineCall } from './common/call';

/** The last first load of the customer mirror (a job with progress on the Jobs screen). */
export const storeLoad = z.object({
  jobId: z.number(),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  customers: z.number(),
  /** The store's customer count, once the load has read it (its progress: customers of total). */
  total: z.number().nullable(),
  error: z.string().nullable(),
});

/** Webhooks signed with our secret but for a shop this install does not serve: answered 200, counted, nothing else done. */
export const otherShopWebhooks = z.object({ count: z.number(), newestShop: z.string().nullable(), newestAt: z.string().nullable() });

export const storeSyncError = z.object({ at: z.string(), what: z.string(), message: z.string() });

/** The Store sync screen (docs/outside-interfaces.md 'Shopify', the mirror): how far the console's customer mirror is from the store. */
export const storeSyncStatus = z.object({
  /** False on the embedded store (no SHOPIFY_STORE_URL): nothing else applies. */
  connected: z.boolean(),
  /** When the store said the app was uninstalled (app/uninstalled): background calls to the store wait until it is installed and opened again. */
  uninstalledAt: z.string().nullable(),
  store: z.string().nullable(),
  mirroredCustomers: z.number(),
  lastFullLoad: storeLoad.nullable(),
  lastWebhookAt: z.string().nullable(),
  /** When the mirror was last known to hold every store change (a reconciliation or a full load). */
  inStepAt: z.string().nullable(),
  /** Seconds since `inStepAt`: how old a change the mirror may still be missing. */
  lagSeconds: z.number().nullable(),
  reconcileSeconds: z.number(),
  pendingWrites: z.number(),
  failedWrites: z.number(),
  /** The newest failures: store writes, webhook work, loads, reconciliations. */
  errors: z.array(storeSyncError),
  otherShops: otherShopWebhooks,
});
export type StoreSyncStatus = z.infer<typeof storeSyncStatus>;

export const storeSyncContract = {
  status: defineCall({ method: 'GET', path: '/api/store-sync', flags: ['showStoreSync'], response: storeSyncStatus }),
  /** Starts a full load unless one is running; answers its job. */
  fullLoad: defineCall({
    method: 'POST',
    path: '/api/store-sync/full-load',
    flags: ['showStoreSync'],
    // queued: a load was already reading the store, so one more starts when it ends.
    response: z.object({ jobId: z.number(), started: z.boolean(), queued: z.boolean() }),
  }),
} as const;
