import type { AttentionItem } from '@console/contracts/home.contract';
import { JOB_STATUS_LABELS } from '@console/contracts/jobs.contract';
import type { Page } from '@console/contracts/common/paging';
import type { ShopContext } from '../../app-context';
import type { Operator } from '../../platform/operators';
import { listJobs } from '../jobs/jobs.service';
import { listMail } from '../mail/mail.service';
import { listRegistrations, PROGRAMME_FLAGS } from '../registrations/registrations.service';

const NO_SEARCH = { searchValue: '', searchType: 'Email' } as const;

/** A first page counts up to its size, an index range scan even at a million customers; beyond it, 'more'. */
const counted = (label: string, href: string, page: Page<unknown>): AttentionItem => ({
  label,
  href,
  count: page.rows.length,
  more: page.hasNextPage,
});

/** What needs an operator's action now, only in the functions they may open; nothing at zero. */
export async function attention(ctx: ShopContext, operator: Operator): Promise<{ items: AttentionItem[] }> {
  const items: AttentionItem[] = [];
  if (operator.flags.includes(PROGRAMME_FLAGS.student))
    items.push(counted('Pending students', '/students?tab=0', await listRegistrations(ctx, 'student', 'pending', NO_SEARCH, {})));
  if (operator.flags.includes(PROGRAMME_FLAGS.staff))
    items.push(counted('Pending staff', '/staff?tab=0', await listRegistrations(ctx, 'staff', 'pending', NO_SEARCH, {})));
  items.push(counted(`${JOB_STATUS_LABELS.failed} jobs`, '/jobs', await listJobs(ctx, operator, 'failed', {})));
  items.push(counted(`${JOB_STATUS_LABELS.failed} mail`, '/mail', await listMail(ctx, operator, 'failed', {})));
  return { items: items.filter((item) => item.count > 0) };
}
