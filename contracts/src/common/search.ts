import { z } from 'zod';
import { SEARCH_MAX_LENGTH, parseDdMmYyyy } from './search-text';

export const searchBody = z
  .object({
    searchValue: z.string().max(SEARCH_MAX_LENGTH, 'Search text is at most 60 characters.').default(''),
    searchType: z.enum(['Email', 'Date']).default('Email'),
  })
  .superRefine((value, ctx) => {
    if (value.searchType === 'Date' && !parseDdMmYyyy(value.searchValue)) {
      ctx.addIssue({ code: 'custom', path: ['searchValue'], message: 'Date must be DD-MM-YYYY.' });
    }
  });
export type SearchBody = z.infer<typeof searchBody>;
