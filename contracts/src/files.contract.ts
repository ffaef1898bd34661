import { z } from 'zod';
import { defineCall } from './common/call';

/** Files the console made (reports, labels, error files): the bytes, with their name, for download. */
export const filesContract = {
  download: defineCall({
    method: 'GET',
    path: '/api/files/:id',
    access: 'operator',
    params: z.object({ id: z.coerce.number().int().positive() }),
    // The body is the file itself (Content-Disposition: attachment).
    response: z.unknown(),
  }),
} as const;
