import type { JobDefinition } from '../../platform/jobs';
import { storeLoadJob } from './store-load.jobs';
import { storeReconcileJob, storeRepairJob } from './store-reconcile.jobs';
import { storeSubscribeJob } from './store-subscriptions.jobs';
import { storeWebhookJob } from './store-webhooks.jobs';
import { storeWriteJob } from './store-writes.jobs';
import { storeDefectRepairJob } from './store-defect-repair.jobs';

/** The mirror's job types, for the worker's list. */
export const STORE_SYNC_JOBS: readonly JobDefinition[] = [
  storeLoadJob,
  storeReconcileJob,
  storeRepairJob,
  storeSubscribeJob,
  storeWebhookJob,
  storeWriteJob,
  storeDefectRepairJob,
];
