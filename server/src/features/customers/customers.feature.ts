import { defineFeature } from '../../platform/feature';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { seedCustomers, type CustomerSeed } from './customers.seed';

/** The national partners named by the demo's `np:` tags. */
const NATIONAL_PARTNERS = ['Northern Tool Supply', 'Coastal Fasteners', 'Metro Industrial', 'Prairie Equipment'];

/** Every tab has more than one page of 25 (docs/outside-interfaces.md). Features add their own entries. */
export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  { programme: 'student', status: 'pending', count: 64, domain: 'students.example', seed: 11 },
  { programme: 'student', status: 'approved', count: 87, domain: 'learners.example', seed: 12 },
  { programme: 'student', status: 'disabled', count: 38, domain: 'alumni.example', seed: 13 },
  { programme: 'staff', status: 'pending', count: 41, domain: 'staff.example', seed: 21 },
  { programme: 'staff', status: 'approved', count: 73, domain: 'crew.example', seed: 22 },
  { programme: 'staff', status: 'disabled', count: 33, domain: 'former.example', seed: 23 },
  {
    programme: 'national',
    status: null,
    count: 57,
    domain: 'national.example',
    seed: 31,
    tags: (n) => [`np:${NATIONAL_PARTNERS[n % NATIONAL_PARTNERS.length]}`],
  },
  { programme: 'site', status: null, count: 52, domain: 'members.example', seed: 32, tags: () => ['programme:site'] },
  { programme: 'tool-connect', status: null, count: 34, domain: 'toolconnect.example', seed: 33, tags: () => ['programme:tool-connect'] },
  {
    programme: 'partner',
    status: null,
    count: 46,
    domain: 'partners.example',
    seed: 34,
    tags: (n) => ['programme:partner', ...(n % 3 === 0 ? ['tier:gold'] : [])],
  },
  {
    programme: 'retiree',
    status: null,
    count: 31,
    domain: 'retirees.example',
    seed: 35,
    tags: (n) => ['programme:retiree', ...(n % 4 === 0 ? ['mtd:true'] : [])],
  },
];

async function seedDemoCustomers(db: Db, shop: ShopId): Promise<void> {
  for (const spec of DEMO_CUSTOMERS) await seedCustomers(db, shop, spec);
}

/** The customers table every programme lists; no screen of its own. Its demo rows come first (ids). */
export const customersFeature = defineFeature({
  name: 'customers',
  seed: [{ order: 10, run: seedDemoCustomers }],
});
