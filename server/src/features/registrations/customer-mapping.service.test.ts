import { describe, expect, it } from 'vitest';
import type { CustomerListRecord } from '../customers/customers.service';
import { customerTags } from './customer-mapping.service';

const student = (changes: Partial<CustomerListRecord>): CustomerListRecord =>
  ({
    id: 1,
    programme: 'student',
    status: 'approved',
    tags: '[]',
    amount_spent_cents: 0,
    discount_limit_cents: null,
    crm_id: '',
    as400_id: '',
    ...changes,
  }) as CustomerListRecord;

describe('customerTags (docs/functions/shell-students-staff.md §3)', () => {
  it('writes the amount spent with two decimal places, as the spec shows it', () => {
    const amount = (cents: number) => customerTags(student({ amount_spent_cents: cents })).find((t) => t.startsWith('amount_spent:'));
    expect(amount(141906)).toBe('amount_spent:1419.06');
    expect(amount(0)).toBe('amount_spent:0.00');
    expect(amount(5)).toBe('amount_spent:0.05');
    expect(amount(100)).toBe('amount_spent:1.00');
    expect(amount(-250)).toBe('amount_spent:-2.50');
    expect(amount(123456789)).toBe('amount_spent:1234567.89');
  });

  it('composes the tags from the columns, the stored ones last', () => {
    expect(
      customerTags(
        student({ status: 'pending', discount_limit_cents: 950000, crm_id: 'CRM1', as400_id: 'A42', tags: '["region:west","vip"]' }),
      ),
    ).toEqual([
      'UserType:Student',
      'status:Pending',
      'amount_spent:0.00',
      'discount_limit:9500',
      'crm_id:CRM1',
      'as400_id:A42',
      'region:west',
      'vip',
    ]);
    expect(customerTags(student({ programme: 'staff', status: 'disabled' }))).toEqual(['UserType:Staff', 'status:Disabled']);
    expect(customerTags(student({ programme: 'partner', status: null, tags: '["programme:partner"]' }))).toEqual(['programme:partner']);
  });
});
