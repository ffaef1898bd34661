import { z } from 'zod';

/** Every non-2xx JSON answer of the API. `fieldErrors` maps a dotted field path to its message. */
export const errorBody = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
