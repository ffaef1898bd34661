import type { RegistrationProgramme } from '@console/contracts/common/programmes';
import { REGISTRATION_STATUSES, type CustomerRow, type RegistrationStatus } from '@console/contracts/registrations.contract';
import type { PaletteRecord } from '@console/contracts/palette.contract';
import type { ShopContext } from '../../app-context';
import type { Operator } from '../../platform/operators';
import { findRegistrationsByName, listRegistrations, PROGRAMME_FLAGS } from '../registrations/registrations.service';
import { searchOrder } from '../returns/returns.service';
import { couponRecords, eventRecords, giveawayRecords, jobRecords, registrationCodeRecords } from './palette-records';

/** Per programme and status: a few are enough to pick from; more means the operator types more. */
const PER_LIST = 3;
/** Per programme, found by name. */
const PER_NAME = 5;
/**
 * The tab index of each status on the Students and Staff screens (docs/functions/shell-students-staff.md §2.2: Pending, Approved,
 * Rejected).
 */
const TAB_OF: Record<RegistrationStatus, number> = { pending: 0, approved: 1, disabled: 2 };
const ROUTE_OF: Record<RegistrationProgramme, '/students' | '/staff'> = { student: '/students', staff: '/staff' };
const STATUS_WORD: Record<RegistrationStatus, string> = { pending: 'Pending', approved: 'Approved', disabled: 'Rejected' };

/** '1001' or '#1001': an order number as operators type it. */
const ORDER_NUMBER = /^#?\d{1,12}$/;

function listHref(route: string, tab: number, search: Record<string, string>): string {
  return `${route}?${new URLSearchParams({ tab: String(tab), ...search }).toString()}`;
}

/** A student or staff member: opens their list on their status's tab with their e-mail searched, which lists them alone. */
function customerRecord(programme: RegistrationProgramme, status: RegistrationStatus, row: CustomerRow): PaletteRecord {
  return {
    kind: programme,
    title: row.displayName || row.email,
    detail: `${row.email} · ${programme === 'student' ? 'Student' : 'Staff'}, ${STATUS_WORD[status]}`,
    href: listHref(ROUTE_OF[programme], TAB_OF[status], { search: row.email, searchType: 'Email' }),
  };
}

/** Students and staff by e-mail prefix, then by first or last name, each once. */
async function customers(ctx: ShopContext, operator: Operator, q: string): Promise<PaletteRecord[]> {
  const found = new Map<string, PaletteRecord>();
  const add = (record: PaletteRecord) => (found.has(record.href) ? undefined : found.set(record.href, record));
  for (const programme of ['student', 'staff'] as const) {
    if (!operator.flags.includes(PROGRAMME_FLAGS[programme])) continue;
    for (const status of REGISTRATION_STATUSES) {
      // The lists' own e-mail search (an index range scan on the mirror), so a million customers stay fast.
      const page = await listRegistrations(ctx, programme, status, { searchValue: q, searchType: 'Email' }, {});
      for (const row of page.rows.slice(0, PER_LIST)) add(customerRecord(programme, status, row));
    }
    for (const { status, row } of await findRegistrationsByName(ctx, programme, q, PER_NAME)) add(customerRecord(programme, status, row));
  }
  return [...found.values()];
}

async function orders(ctx: ShopContext, operator: Operator, q: string): Promise<PaletteRecord[]> {
  if (!operator.flags.includes('showOrderReturns') || !ORDER_NUMBER.test(q)) return [];
  const number = q.replace(/^#/, '');
  const answer = await searchOrder(ctx, number);
  const order = answer.data.orderDetails;
  if (!answer.success || !order) return [];
  return [
    {
      kind: 'order',
      title: `Order ${order.name}`,
      detail: order.customer?.displayName ?? '',
      href: `/orderReturns?${new URLSearchParams({ order: number }).toString()}`,
    },
  ];
}

/** What the palette finds for the text typed: only in the functions this operator may open. */
export async function findForPalette(ctx: ShopContext, operator: Operator, q: string): Promise<{ records: PaletteRecord[] }> {
  const kinds = await Promise.all([
    orders(ctx, operator, q),
    jobRecords(ctx, operator, q),
    customers(ctx, operator, q),
    registrationCodeRecords(ctx, operator, q),
    couponRecords(ctx, operator, q),
    giveawayRecords(ctx, operator, q),
    eventRecords(ctx, operator, q),
  ]);
  return { records: kinds.flat() };
}
