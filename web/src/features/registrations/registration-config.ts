import type { Page } from '@console/contracts/common/paging';
import type { CustomerRow, RegistrationExportRow, registrationCalls } from '@console/contracts/registrations.contract';
import type { ProgrammeRoutes, RegistrationStatus } from '@console/contracts/registrations.routes';
import type { SearchBody } from '@console/contracts/common/search';
import type { ExcelColumn } from '../../ui/excel-export';
import type { FeatureQueryKeys } from '../../ui/query-keys';

/** The membership system's name labels its sync button (docs/functions/shell-students-staff.md §2.2: 'Agora' Sync). */
export const MEMBERSHIP_SYSTEM_NAME = 'Agora';

export type RegistrationAction = { kind: 'status'; label: 'Approve' | 'Reject'; to: RegistrationStatus } | { kind: 'sync'; label: string };

export interface RegistrationTab {
  label: 'Pending' | 'Approved' | 'Rejected';
  status: RegistrationStatus;
  actions: RegistrationAction[];
  nextLabel?: string;
}

export interface RegistrationExport {
  fileNamePrefix: string;
  columns: ReadonlyArray<ExcelColumn<RegistrationExportRow>>;
  title?: string;
}

/** The contract entries of a programme's list, export and upload: the types its routes are sent with. */
export type ProgrammeCalls = ReturnType<typeof registrationCalls>;

/** What tells one programme's lists apart: the tab's status and the search. */
export interface RegistrationListQuery {
  status: RegistrationStatus;
  search: SearchBody;
}

/** A programme's query keys: its lists, each customer by id, and (students) the default discount limit. */
export type RegistrationKeys<P extends string = 'students' | 'staff'> = FeatureQueryKeys<
  P,
  RegistrationListQuery,
  string,
  { 'default-discount-limit': void }
>;

/** Everything in which the Students and Staff screens differ (docs/functions/shell-students-staff.md §2.3); the rest is shared. */
export interface RegistrationConfig {
  /** The noun of accessible names ('Pending students'). */
  programme: 'students' | 'staff';
  /** The programme's query keys, from its own feature (their root is the programme). */
  keys: RegistrationKeys;
  title: string;
  tabCookie: string;
  tabs: RegistrationTab[];
  /** The programme's list, export and upload routes (sent typed as ProgrammeCalls, without loading zod). */
  routes: ProgrammeRoutes;
  /** A call that answers the first page of a status without search, where the spec names one. */
  firstPage?: Partial<Record<RegistrationStatus, (signal: AbortSignal) => Promise<Page<CustomerRow>>>>;
  /** Students: the default limit field, and Amount Spent and Discount Limit in the edit dialog. */
  discountLimit: boolean;
  nameAsLink: boolean;
  courseColumn: boolean;
  rowHeight?: number;
  headerHeight?: number;
  exportFor: (status: RegistrationStatus) => RegistrationExport;
  templateFileName: string;
}

/** The server creates uploaded rows approved (registrations.jobs.ts): the upload's summary names that tab. */
export function uploadedRowsGoTo(config: Pick<RegistrationConfig, 'tabs'>): string | undefined {
  const approved = config.tabs.find((tab) => tab.status === 'approved');
  return approved && `the ${approved.label} tab`;
}
