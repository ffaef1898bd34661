import { z } from 'zod';
import { defineCall } from './common/call';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export const jobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatus>;

export const rowOutcome = z.object({ row: z.number(), status: z.enum(['done', 'failed']), message: z.string() });

/** Progress and per-row outcome of a background job (an import, a bulk send). */
export const jobsContract = {
  detail: defineCall({
    method: 'GET',
    path: '/api/jobs/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({
      id: z.number(),
      type: z.string(),
      status: jobStatus,
      attempts: z.number(),
      lastError: z.string().nullable(),
      title: z.string().nullable(),
      progressDone: z.number(),
      progressTotal: z.number().nullable(),
      /** Download with GET /api/files/:id. */
      resultFileId: z.number().nullable(),
      createdAt: z.string(),
      outcomes: z.array(rowOutcome),
    }),
  }),
} as const;
