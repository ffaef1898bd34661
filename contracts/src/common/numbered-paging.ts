import { z } from 'zod';
import { intLike } from './day';

/** The lists of docs/functions/codes-credits-knot-giveaways.md page by number: `page` from 1, `pageSize` rows, `sortOrder` asc or desc. */
export const sortOrder = z
  .union([z.string(), z.number()])
  .transform((v) => (['desc', '-1', 'descending'].includes(String(v).toLowerCase()) ? 'desc' : 'asc'))
  .pipe(z.enum(['asc', 'desc']));
export type SortOrder = z.infer<typeof sortOrder>;

export const numberedPageQuery = z.object({
  search: z.string().max(200).optional(),
  page: intLike.pipe(z.number().min(1)).optional(),
  pageSize: intLike.pipe(z.number().min(1).max(200)).optional(),
  sortOrder: sortOrder.optional(),
});

export function numberedPageResponse<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.boolean(),
    msg: z.string(),
    hasPrevious: z.boolean(),
    hasNext: z.boolean(),
    total: z.number(),
    list: z.array(item),
  });
}

/** The `status, msg` answer of docs/functions/codes-credits-knot-giveaways.md §8. */
export const statusMessage = z.object({ status: z.boolean(), msg: z.string() });
