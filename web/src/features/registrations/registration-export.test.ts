import { describe, expect, it } from 'vitest';
import type { RegistrationExportRow } from '@console/contracts/registrations.contract';
import { STAFF_EXPORT_COLUMNS, STUDENT_EXPORT_COLUMNS } from './registrations.programme';

const v = (value: string) => ({ value });
const row: RegistrationExportRow = {
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  tags: ['status:Approved', 'amount_spent:12.50', 'discount_limit:7000', 'crm_id:CRM1', 'as400_id:A1'],
  createdAt: '2021-12-26T10:00:00.000Z',
  start_date: v('2021-09-01'),
  end_date: v('2022-06-30'),
  school: v('Northfield'),
  course: v('Welding'),
  state: v('ON'),
  phone: v('555'),
  dob: v('2000-01-02'),
  country: v('Canada'),
  link_distributor: v('Yes'),
  distributor_name: v('Metro'),
  privacy_policy_consent: v('1'),
  email_policy_consent: v('0'),
};

describe('registration export columns', () => {
  it('lists the student columns of docs/functions/shell-students-staff.md §9 with dates as YYYY-MM-DD and consents as True/False', () => {
    const out = Object.fromEntries(STUDENT_EXPORT_COLUMNS.map((c) => [c.header, c.value(row)]));
    expect(STUDENT_EXPORT_COLUMNS.map((c) => c.header)).toEqual([
      'Name',
      'Email',
      'Start Date',
      'End Date',
      'Amount Spent',
      'Discount Limit',
      'School',
      'Course',
      'State',
      'Profile',
      'CRM ID',
      'AS400 ID',
      'Phone',
      'DOB',
      'Country',
      'Tags',
      'Linked Distributor',
      'Distributor Name',
      'Privacy Policy Consent',
      'Email Policy Consent',
      'Created Date',
    ]);
    expect(out).toMatchObject({
      'Start Date': '2021-09-01',
      'Amount Spent': '12.50',
      'Discount Limit': '7000',
      'CRM ID': 'CRM1',
      'AS400 ID': 'A1',
      Tags: 'status:Approved, amount_spent:12.50, discount_limit:7000, crm_id:CRM1, as400_id:A1',
      'Privacy Policy Consent': 'True',
      'Email Policy Consent': 'False',
      'Created Date': '2021-12-26',
    });
  });

  it('lists the staff columns of docs/functions/shell-students-staff.md §9', () => {
    expect(STAFF_EXPORT_COLUMNS.map((c) => c.header)).toEqual(['Name', 'Email', 'Tags', 'Created Date', 'Country', 'School']);
    expect(STAFF_EXPORT_COLUMNS.map((c) => c.value(row))).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      row.tags.join(', '),
      '2021-12-26',
      'Canada',
      'Northfield',
    ]);
  });
});
