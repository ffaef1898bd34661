import { expect } from '@playwright/test';
import type { CallResponse } from '@console/contracts/common/call';
import { registrationsContract, type CustomerRow } from '@console/contracts/registrations.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { pathOfCall, pathPrefixOfCall, type Api } from './api';

/** What the Students and Staff screens share (docs/functions/shell-students-staff.md §2.2, §2.3), and where they differ. */
export type TabName = 'Pending' | 'Approved' | 'Rejected';
export type Status = 'pending' | 'approved' | 'disabled';
export const TABS: readonly TabName[] = ['Pending', 'Approved', 'Rejected'];
export const TAB_STATUS: Record<TabName, Status> = { Pending: 'pending', Approved: 'approved', Rejected: 'disabled' };
/** Status tags as the status move (registrationsContract.setStatus) sends them (docs/decisions.md). */
export const STATUS_TAG: Record<TabName, string> = { Pending: 'status:Pending', Approved: 'status:Approved', Rejected: 'status:Disabled' };

export const SEARCH_HINT = 'Please enter email address / create date (12/26/2021)';
export const CHANGES_NOTE = '* Please allow few mins to reflect the changes.';
export const UPLOADED_MESSAGE = 'File is uploaded to server, check the page few min later';
export const SYNC_BUTTON = 'Agora Sync';
export const PAGE_SIZE = 25;
/** docs/outside-interfaces.md: the columns of the students and staff upload template. */
export const TEMPLATE_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'School',
  'Course',
  'State',
  'Start Date',
  'End Date',
  'Country',
  'Phone',
] as const;

const PROFILE_FIELDS = [
  'CRM ID',
  'AS400 ID',
  'Phone',
  'DOB',
  'Country',
  'Linked Distributor',
  'Distributor Name',
  'Privacy Policy Consent',
  'Email Policy Consent',
];

export interface Programme {
  name: 'students' | 'staff';
  route: '/students' | '/staff';
  title: 'Students' | 'Staff';
  /** The programme's calls; the paths below come from them (a spec adds `/<status>`). */
  calls: typeof studentsContract | typeof staffContract;
  listPath: string;
  exportPath: string;
  uploadPath: string;
  updatePath: string;
  tabCookie: 'studentTab' | 'staffTab';
  /** The data columns of the grid, in order, before Edit and the actions. */
  columns: readonly string[];
  rowHeight: number;
  headerHeight: number;
  /** The grid's Next button label on a tab. */
  nextLabel(tab: TabName): string;
  /** Labels of the edit dialog's fields. */
  dialogFields: readonly string[];
  hasDiscountLimit: boolean;
}

export const STUDENTS: Programme = {
  name: 'students',
  route: '/students',
  title: 'Students',
  calls: studentsContract,
  listPath: pathPrefixOfCall(studentsContract.list),
  exportPath: pathPrefixOfCall(studentsContract.exportRows),
  uploadPath: pathOfCall(studentsContract.upload),
  updatePath: pathOfCall(studentsContract.update),
  tabCookie: 'studentTab',
  columns: ['Name', 'Email', 'Tags', 'Create Date', 'Country', 'School', 'Course'],
  rowHeight: 45,
  headerHeight: 45,
  nextLabel: () => 'Next',
  dialogFields: ['Start Date', 'End Date', 'Amount Spent', 'Discount Limit', 'School', 'Course', 'State', ...PROFILE_FIELDS],
  hasDiscountLimit: true,
};

export const STAFF: Programme = {
  name: 'staff',
  route: '/staff',
  title: 'Staff',
  calls: staffContract,
  listPath: pathPrefixOfCall(staffContract.list),
  exportPath: pathPrefixOfCall(staffContract.exportRows),
  uploadPath: pathOfCall(staffContract.upload),
  updatePath: pathOfCall(staffContract.update),
  tabCookie: 'staffTab',
  columns: ['Name', 'Email', 'Tags', 'Create Date', 'Country', 'School'],
  rowHeight: 50,
  headerHeight: 60,
  nextLabel: (tab) => (tab === 'Approved' ? 'To Next' : 'Next'),
  dialogFields: ['Start Date', 'End Date', 'School', 'Course', 'State', ...PROFILE_FIELDS],
  hasDiscountLimit: false,
};

/** A customer row as the list and detail calls answer it (docs/functions/shell-students-staff.md §3). */
export type ListedCustomer = CustomerRow;
/** One page of a registration list, as its call answers it. */
export type CustomerPage = CallResponse<typeof studentsContract.list>;

export interface SearchPayload {
  searchValue: string;
  searchType: 'Email' | 'Date';
}

export const NO_SEARCH: SearchPayload = { searchValue: '', searchType: 'Email' };

export async function listPage(api: Api, programme: Programme, status: Status, search: SearchPayload = NO_SEARCH) {
  const answer = await api.call(programme.calls.list, { params: { status }, body: search });
  if (answer.status !== 200) throw new Error(`list ${programme.name}/${status} answered ${answer.status}`);
  return answer.body;
}

/** The customer at `index` of the first page of a tab, read through the API at the start of a test. */
export async function customerAt(api: Api, programme: Programme, tab: TabName, index: number): Promise<ListedCustomer> {
  const row = (await listPage(api, programme, TAB_STATUS[tab])).rows[index];
  if (!row) throw new Error(`${programme.name}/${tab} has no row ${index}`);
  return row;
}

export async function exportedRows(api: Api, programme: Programme, status: Status): Promise<unknown[]> {
  const answer = await api.call(programme.calls.exportRows, { params: { status }, body: NO_SEARCH });
  if (answer.status !== 200) throw new Error(`export ${programme.name}/${status} answered ${answer.status}`);
  return answer.body.data;
}

/** The last path segment of a customer id is the id the detail call takes (docs/functions/shell-students-staff.md §3). */
export function numericId(id: string): string {
  return id.split('/').pop() ?? id;
}

export async function customerDetail(api: Api, id: string): Promise<ListedCustomer> {
  const answer = await api.call(registrationsContract.detail, { params: { id: numericId(id) } });
  if (answer.status !== 200) throw new Error(`detail ${id} answered ${answer.status}`);
  return answer.body;
}

/** YYYY-MM-DD (or an ISO time, read as its UTC day) to MM/DD/YYYY as the screens show dates. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

export function tagValue(tags: readonly string[], key: string): string | undefined {
  const tag = tags.find((t) => t.startsWith(`${key}:`));
  return tag?.slice(key.length + 1);
}

/**
 * Test data of a test's own: rows sent through the upload call (created as Approved, docs/decisions.md),
 * answered once the import job has made all of them, found by their shared e-mail prefix.
 */
export async function uploadThroughApi(
  api: Api,
  programme: Programme,
  rows: ReadonlyArray<Record<string, string>>,
  emailPrefix: string,
): Promise<void> {
  expect((await api.call(programme.calls.upload, { body: [...rows] })).status).toBeLessThan(300);
  await expect
    .poll(async () => (await listPage(api, programme, 'approved', { searchValue: emailPrefix, searchType: 'Email' })).rows.length, {
      timeout: 15_000,
    })
    .toBe(rows.length);
}

/** The student update payload of docs/functions/shell-students-staff.md §3 that leaves a customer as it is (staff: without `limit`). */
export function updateBodyOf(c: ListedCustomer): Record<string, string | boolean> {
  return {
    id: c.id,
    startdate: c.stp_startDate,
    enddate: c.stp_endDate,
    limit: tagValue(c.tags, 'discount_limit') ?? '',
    school: c.stp_school,
    course: c.stp_course,
    state: c.stp_state,
    crm_id: c.profile_crm_id,
    as400_id: c.profile_as400_id,
    phone: c.profile_phone,
    dob: c.profile_dob,
    country: c.profile_country,
    privacy_policy_consent: c.profile_privacy_policy_consent === '1',
    email_policy_consent: c.profile_email_policy_consent === '1',
    link_distributor: c.profile_link_distributor,
    distributor_name: c.profile_distributor_name,
  };
}
