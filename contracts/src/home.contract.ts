import { z } from 'zod';
import { defineCall } from './common/call';

/** One thing waiting for an operator on Home: how many, and the screen that shows them. */
export const attentionItem = z.object({
  label: z.string(),
  /** Counted up to a page (25); `more` says there are more than that. */
  count: z.number().int().nonnegative(),
  more: z.boolean(),
  href: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const homeContract = {
  /** Pending registrations, failed jobs and failed mail of the functions the operator may open. */
  attention: defineCall({
    method: 'GET',
    path: '/api/home/attention',
    // Any operator; counts only the functions the operator may open.
    access: 'operator',
    response: z.object({ items: z.array(attentionItem) }),
  }),
};
