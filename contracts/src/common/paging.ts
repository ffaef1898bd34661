import { z } from 'zod';

export const PAGE_SIZE = 25;

/** `direction` and `last_id` of docs/functions/shell-students-staff.md §7; the cursor is opaque to the client. */
export const pageQuery = z.object({
  direction: z.enum(['next', 'previous']).optional(),
  last_id: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageResponse<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    nextCursor: z.string().nullable(),
    previousCursor: z.string().nullable(),
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
  });
}

/**
 * Where a queue's total stops counting: an exact count of a million rows costs each page about 50 ms
 * (on SQLite, blocking the process); past this an operator reads "10,000+", not the last digit.
 */
export const COUNT_CAP = 10_000;

/** A page of an approval queue with how many rows its search matches in all ('42 pending'). */
export function countedPageResponse<T extends z.ZodType>(row: T) {
  return pageResponse(row).extend({ total: z.number().int().nonnegative(), totalCapped: z.boolean() });
}

export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
  previousCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface CountedPage<T> extends Page<T> {
  total: number;
  /** True when more rows match than `total` (COUNT_CAP). */
  totalCapped: boolean;
}

export function exportResponse<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row) });
}
