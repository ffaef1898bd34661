import type { ShopId } from './shop-id';
import type { Generated } from 'kysely';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  type: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_after: string;
  locked_until: string | null;
  /** The run holding the lease: `host:pid:uuid`, unique per claim; null when no run holds it. */
  locked_by: Generated<string | null>;
  last_error: string | null;
  operator_id: number | null;
  /** Every flag an operator needs to see this job (platform/flag-sets: sorted, comma-separated, never empty). */
  flags: string;
  /** The failed rows of an import as a file, made once when first asked for (platform/error-file). */
  error_file_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
  /** Shown on the Jobs screen; the type when null. */
  title: string | null;
  progress_done: Generated<number>;
  progress_total: number | null;
  /** The file the job made (a report, a label), offered for download on the Jobs screen. */
  result_file_id: number | null;
  /** Set by Cancel on a running job; the handler stops at its next check. */
  cancel_requested: Generated<number>;
  /** A second enqueue with the same key adds nothing: work that must happen exactly once. */
  dedupe_key: string | null;
}

/** A job's payload, apart from its row: written once, while the row is updated at every lease renewal and progress step. */
export interface JobPayloadTable {
  job_id: number;
  payload: string;
  /** 1 once only what the job keeps after its run is left (JobDefinition.payloadAfterRun). */
  trimmed: Generated<number>;
}

/** Outcomes of one batch of an import's rows, written in the transaction that applied the batch. */
export interface JobBatchTable {
  id: Generated<number>;
  job_id: number;
  batch_index: number;
  outcomes: string;
}

/** What a job started outside, by step, kept for its later attempts (JobContext.keep). */
export interface JobStepTable {
  job_id: number;
  step: string;
  value: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface JobTables {
  jobs: JobTable;
  job_payloads: JobPayloadTable;
  job_batches: JobBatchTable;
  job_steps: JobStepTable;
}
