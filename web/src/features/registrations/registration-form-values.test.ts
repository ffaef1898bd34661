import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { amountSpentText, customerIdOf, formValuesFrom } from './registration-form-values';

const row: CustomerRow = {
  id: 'gid://shop/Customer/42',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  tags: ['UserType:Student', 'status:Pending', 'amount_spent:12.50', 'discount_limit:7000'],
  createdAt: '2021-12-26T10:00:00.000Z',
  url: 'https://admin.example/customers/42',
  profile_country: 'Canada',
  stp_school: 'Northfield',
  stp_course: 'Welding',
  stp_state: 'ON',
  stp_startDate: '2021-09-01',
  stp_endDate: '2022-06-30',
  profile_crm_id: 'CRM1',
  profile_as400_id: 'A1',
  profile_phone: '555',
  profile_dob: '2000-01-02',
  profile_privacy_policy_consent: '1',
  profile_email_policy_consent: '0',
  profile_link_distributor: 'Yes',
  profile_distributor_name: 'Metro',
};

describe('formValuesFrom', () => {
  it('maps the customer to the update payload fields of docs/functions/shell-students-staff.md §3', () => {
    expect(formValuesFrom(row, '9500', '2030-01-01')).toEqual({
      id: 'gid://shop/Customer/42',
      startdate: '2021-09-01',
      enddate: '2022-06-30',
      limit: '7000',
      school: 'Northfield',
      course: 'Welding',
      state: 'ON',
      crm_id: 'CRM1',
      as400_id: 'A1',
      phone: '555',
      dob: '2000-01-02',
      country: 'Canada',
      privacy_policy_consent: true,
      email_policy_consent: false,
      link_distributor: 'Yes',
      distributor_name: 'Metro',
    });
  });

  it("uses today for a missing or 'undefined' start or end date, and the default limit without a tag", () => {
    const values = formValuesFrom({ ...row, stp_startDate: '', stp_endDate: 'undefined', tags: ['status:Pending'] }, '9500', '2030-01-01');
    expect(values.startdate).toBe('2030-01-01');
    expect(values.enddate).toBe('2030-01-01');
    expect(values.limit).toBe('9500');
  });
});

describe('customerIdOf', () => {
  it('takes the last segment of the gid', () => {
    expect(customerIdOf('gid://shop/Customer/42')).toBe('42');
    expect(customerIdOf('42')).toBe('42');
  });
});

describe('amountSpentText', () => {
  it('shows the stored amount as dollars, an odd tag as stored and none as empty', () => {
    expect(amountSpentText(row.tags)).toBe('$12.50');
    expect(amountSpentText(['amount_spent:1234.5'])).toBe('$1,234.50');
    expect(amountSpentText(['amount_spent:n/a'])).toBe('n/a');
    expect(amountSpentText(['status:Pending'])).toBe('');
  });
});
