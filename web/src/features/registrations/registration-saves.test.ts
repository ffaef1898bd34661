import { describe, expect, it } from 'vitest';
import { cacheHolding } from '../../ui/query-cache-probe';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { toSearch } from '@console/contracts/common/search-text';
import { featureQueryKeys } from '../../ui/query-keys';
import { invalidateKeys } from '../../ui/save-mutation';
import type { RegistrationConfig, RegistrationKeys } from './registration-config';
import { updateRegistrationSave } from './registration-detail-queries';
import { registrationMoveChanges } from './registration-queries';

const students: RegistrationKeys<'students'> = featureQueryKeys('students');
const staff: RegistrationKeys<'staff'> = featureQueryKeys('staff');
const config = { programme: 'students', keys: students } as RegistrationConfig;
const search = toSearch('');

/** A cache holding both programmes' lists, customers and the default limit, to see what a save leaves fresh. */
function cache() {
  return cacheHolding({
    pending: students.list({ status: 'pending', search }),
    approved: students.list({ status: 'approved', search }),
    ada: students.detail('1'),
    bob: students.detail('2'),
    limit: students.named('default-discount-limit'),
    staffList: staff.list({ status: 'pending', search }),
    staffOne: staff.detail('1'),
  });
}

describe('registration saves', () => {
  it("an edit of one customer makes stale the programme's lists and that customer, nothing else", async () => {
    const { client, stale } = cache();
    await updateRegistrationSave(client, config, '1').invalidate({} as never);
    expect(stale()).toEqual(['pending', 'approved', 'ada']);
  });

  it("a move makes stale the programme's lists and the moved customers, not the default limit or the other programme", async () => {
    const { client, stale } = cache();
    await invalidateKeys(client, registrationMoveChanges(students, [{ id: 'gid://shop/Customer/2' } as CustomerRow]));
    expect(stale()).toEqual(['pending', 'approved', 'bob']);
  });
});
