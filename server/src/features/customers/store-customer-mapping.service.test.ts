import { describe, expect, it } from 'vitest';
import { metafieldColumns, metafieldsOfColumns, mirrorColumns, programmeOfTags, statusOfTags } from './store-customer-mapping.service';
import { fromWebhookCustomer } from '../../integrations/shopify/shopify-customers';

const base = {
  storeId: 42,
  email: 'Ada.Lovelace@Campus.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  state: 'ENABLED',
  createdAt: '2026-01-02T03:04:05Z',
  updatedAt: '2026-01-03T03:04:05-05:00',
  metafields: null,
  storeCreditCents: null,
};

describe('store customer mapping (the Shopify conventions of docs/outside-interfaces.md)', () => {
  it('reads the programme from UserType and np: tags, any case, else retail', () => {
    expect(programmeOfTags(['usertype:student'])).toBe('student');
    expect(programmeOfTags(['UserType:Staff', 'np:Acme'])).toBe('staff');
    expect(programmeOfTags(['np:Acme'])).toBe('national');
    expect(programmeOfTags(['vip'])).toBe('retail');
  });

  it('reads the status from the bare tag or status:X', () => {
    expect(statusOfTags(['Approved'])).toBe('approved');
    expect(statusOfTags(['status:Disabled'])).toBe('disabled');
    expect(statusOfTags(['vip'])).toBeNull();
  });

  it('puts key:value tags in their columns and keeps the rest as tags; times in one format', () => {
    const row = mirrorColumns({
      ...base,
      tags: ['UserType:Student', 'Pending', 'amount_spent:12.50', 'discount_limit:95', 'crm_id:C1', 'as400_id:A9', 'np:Acme', 'vip'],
    });
    expect(row).toMatchObject({
      store_id: 42,
      programme: 'student',
      status: 'pending',
      email_lower: 'ada.lovelace@campus.test',
      amount_spent_cents: 1250,
      discount_limit_cents: 9500,
      crm_id: 'C1',
      as400_id: 'A9',
      created_at: '2026-01-02T03:04:05.000Z',
      store_updated_at: '2026-01-03T08:04:05.000Z',
    });
    expect(JSON.parse(row.tags)).toEqual(['np:Acme', 'vip']);
    expect(mirrorColumns({ ...base, tags: ['UserType:Staff'] }).status).toBe('pending');
    expect(mirrorColumns({ ...base, tags: ['np:Acme', 'Approved'] }).status).toBeNull();
  });

  it('maps the console metafields both ways', () => {
    const columns = metafieldColumns({
      school: 'Harbor',
      startDate: '2026-01-05',
      privacy_policy_consent: '1',
      email_policy_consent: 'false',
    });
    expect(columns).toMatchObject({ school: 'Harbor', start_date: '2026-01-05', course: '', privacy_consent: 1, email_consent: 0 });
    expect(metafieldsOfColumns({ school: 'Harbor', end_date: '2026-12-01', email_consent: 1 })).toEqual({
      school: 'Harbor',
      endDate: '2026-12-01',
      email_policy_consent: '1',
    });
  });

  it('reads a REST webhook body: gid first, tags as one text, no metafields', () => {
    const c = fromWebhookCustomer({
      id: 1,
      admin_graphql_api_id: 'gid://shopify/Customer/77',
      email: 'a@b.test',
      tags: 'Approved, UserType:Staff ,',
      state: 'disabled',
      created_at: 'x',
      updated_at: 'y',
    });
    expect(c).toMatchObject({ storeId: 77, tags: ['Approved', 'UserType:Staff'], state: 'disabled', metafields: null });
    expect(fromWebhookCustomer({ email: 'no-id@b.test' })).toBeNull();
  });
});
