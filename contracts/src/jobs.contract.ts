import { z } from 'zod';
import { defineCall } from './common/call';

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
      status: z.enum(['pending', 'running', 'done', 'failed']),
      attempts: z.number(),
      lastError: z.string().nullable(),
      outcomes: z.array(rowOutcome),
    }),
  }),
} as const;
