/**
 * The registrations data layer (Students and Staff): the list, the status moves, the membership sync,
 * the upload and the export rows. Components call these hooks, never the API client.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerRow, registrationsContract } from '@console/contracts/registrations.contract';
import { STATUS_TAGS, registrationRoutes, type RegistrationStatus } from '@console/contracts/registrations.routes';
import type { CallBodyInput } from '@console/contracts/common/call';
import type { SearchBody } from '@console/contracts/common/search';
import { sendCall } from '../../api/api-client';
import { useSearchedList } from '../../ui/use-searched-list';
import type { ProgrammeCalls, RegistrationConfig, RegistrationKeys, RegistrationTab } from './registration-config';
import { customerIdOf } from './registration-form-values';

/** The outcome of moving several customers: who moved, who did not and why. */
export interface MoveOutcome {
  moved: CustomerRow[];
  failed: Array<{ row: CustomerRow; error: unknown }>;
}

/**
 * Moves each row with one call of its own (PUT /api/customers takes one customer, docs/functions/shell-students-staff.md §7), a few at
 * a time; a refused row never stops the others.
 */
export async function moveRows(
  rows: readonly CustomerRow[],
  move: (row: CustomerRow) => Promise<unknown>,
  concurrency = 4,
): Promise<MoveOutcome> {
  const outcome: MoveOutcome = { moved: [], failed: [] };
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      try {
        await move(row);
        outcome.moved.push(row);
      } catch (error) {
        outcome.failed.push({ row, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  // In the order the operator saw them, whatever order the calls finished in.
  const order = new Map(rows.map((row, index) => [row.id, index]));
  const byOrder = (a: CustomerRow, b: CustomerRow) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  outcome.moved.sort(byOrder);
  outcome.failed.sort((a, b) => byOrder(a.row, b.row));
  return outcome;
}

const PAST: Record<'Approve' | 'Reject', string> = { Approve: 'Approved', Reject: 'Rejected' };
const ING: Record<'Approve' | 'Reject', string> = { Approve: 'Approving', Reject: 'Rejecting' };

/** Who a message is about: 'Ada Lovelace (ada@school.example)', or 'Ada … and 29 more students'. */
export function whoText(rows: readonly CustomerRow[], noun: string): string {
  const one = (row: CustomerRow) => (row.displayName ? `${row.displayName} (${row.email})` : row.email);
  if (rows.length === 1 && rows[0]) return one(rows[0]);
  const [first] = rows;
  return first ? `${rows.length} ${noun}: ${one(first)} and ${rows.length - 1} more` : `no ${noun}`;
}

/** The success message of a move, naming what changed and for whom. */
export function movedText(label: 'Approve' | 'Reject', moved: readonly CustomerRow[], noun: string): string {
  return `${PAST[label]} ${whoText(moved, noun)}.`;
}

/** What was being tried when a move failed, e.g. 'Approving ada@school.example failed'. */
export function moveFailedText(label: 'Approve' | 'Reject', failed: readonly CustomerRow[], noun: string): string {
  return `${ING[label]} ${whoText(failed, noun)} failed`;
}

/** A move changes the programme's lists and each moved customer's detail. */
export const registrationMoveChanges = (keys: RegistrationKeys, moved: readonly CustomerRow[]) => [
  keys.lists(),
  ...moved.map((row) => keys.detail(customerIdOf(row.id))),
];

/** One tab's searched, cursor-paged list (the first page of a status may come from its own call). */
export function useRegistrationList(config: RegistrationConfig, tab: RegistrationTab) {
  const firstPage = config.firstPage?.[tab.status];
  return useSearchedList({
    queryKey: (search) => config.keys.list({ status: tab.status, search }),
    fetchPage: (cursor, search, signal) =>
      firstPage && !cursor.direction && search.searchValue === ''
        ? firstPage(signal)
        : sendCall<ProgrammeCalls['list']>(config.routes.list, { params: { status: tab.status }, query: cursor, body: search, signal }),
  });
}

/** Moves rows of a tab to another status (docs/functions/shell-students-staff.md §4); the moved rows leave the page on screen. */
export function useMoveRegistrations(
  config: RegistrationConfig,
  tab: RegistrationTab,
  removeRows: (remove: (row: CustomerRow) => boolean) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, to }: { rows: readonly CustomerRow[]; to: RegistrationStatus }) =>
      moveRows(rows, (row) =>
        sendCall<typeof registrationsContract.setStatus>(registrationRoutes.setStatus, {
          body: { ids: row.id, removeTag: STATUS_TAGS[tab.status], addTag: STATUS_TAGS[to] },
        }),
      ),
    onSuccess: ({ moved }) => {
      if (moved.length === 0) return;
      // The other tabs' lists and the moved customers now differ from their cached pages; they load again when opened.
      void Promise.all(
        registrationMoveChanges(config.keys, moved).map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
      );
      const ids = new Set(moved.map((row) => row.id));
      removeRows((row) => ids.has(row.id));
    },
  });
}

/** Asks the membership system to sync one customer (POST /api/agora). */
export function useMembershipSync() {
  return useMutation({
    mutationFn: (row: CustomerRow) => sendCall<typeof registrationsContract.sync>(registrationRoutes.sync, { body: { id: row.id } }),
  });
}

/** The bulk upload of spreadsheet rows (answer not shown, docs/functions/shell-students-staff.md §7). */
export const uploadRegistrations = (config: RegistrationConfig, rows: CallBodyInput<ProgrammeCalls['upload']>) =>
  sendCall<ProgrammeCalls['upload']>(config.routes.upload, { body: rows });

/** The rows of the export of one status and search. */
export const registrationExportRows = async (config: RegistrationConfig, status: RegistrationStatus, search: SearchBody) =>
  (await sendCall<ProgrammeCalls['exportRows']>(config.routes.exportRows, { params: { status }, body: search })).data;
