import type { CustomerProgramme } from '@console/contracts/common/programmes';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { createCustomers, type CustomerInput } from './customers.service';
import { COUNTRIES, COURSES, SCHOOLS, STATES, demoPerson, pastIso, pick, seededRandom } from '../../db/demo-people';

export interface CustomerSeed {
  programme: CustomerProgramme;
  status: RegistrationStatus | null;
  count: number;
  domain: string;
  seed: number;
  /** Extra tags for each row, e.g. a national partner's `np:` tag. */
  tags?: (n: number, rand: () => number) => string[];
}

export function customerValues(spec: CustomerSeed, n: number, rand: () => number, now: number): CustomerInput & { email_lower: string } {
  const person = demoPerson(rand, n, spec.domain);
  const created = pastIso(rand, 400, now);
  const start = created.slice(0, 10);
  const end = new Date(Date.parse(created) + 365 * 86_400_000).toISOString().slice(0, 10);
  return {
    programme: spec.programme,
    status: spec.status,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    email_lower: person.email,
    tags: JSON.stringify(spec.tags ? spec.tags(n, rand) : []),
    country: pick(rand, COUNTRIES),
    school: pick(rand, SCHOOLS),
    course: spec.programme === 'student' ? pick(rand, COURSES) : '',
    state: pick(rand, STATES),
    start_date: start,
    end_date: end,
    crm_id: rand() < 0.6 ? `CRM${100000 + n}` : '',
    as400_id: rand() < 0.5 ? `A4${200000 + n}` : '',
    phone: `555${String(1000000 + Math.floor(rand() * 8999999)).slice(0, 7)}`,
    dob:
      rand() < 0.7
        ? new Date(Date.UTC(1975 + Math.floor(rand() * 30), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)))
            .toISOString()
            .slice(0, 10)
        : '',
    privacy_consent: rand() < 0.8 ? 1 : 0,
    email_consent: rand() < 0.5 ? 1 : 0,
    link_distributor: rand() < 0.3 ? 'Yes' : '',
    distributor_name: rand() < 0.3 ? pick(rand, ['Northern Tool Supply', 'Coastal Fasteners', 'Metro Industrial']) : '',
    amount_spent_cents: spec.programme === 'student' ? Math.floor(rand() * 500_000) : 0,
    discount_limit_cents: spec.programme === 'student' ? 950_000 : null,
    created_at: created,
    updated_at: created,
  };
}

/** Inserts `count` customers in batched transactions; used by demo data and by `npm run seed`. */
export async function seedCustomers(db: Db, shop: ShopId, spec: CustomerSeed, onProgress?: (done: number) => void): Promise<void> {
  const rand = seededRandom(spec.seed);
  const now = Date.now();
  const batch = 5000;
  for (let start = 0; start < spec.count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, spec.count - start) }, (_, i) => customerValues(spec, start + i, rand, now));
    await db.transaction().execute((trx) => createCustomers(trx, shop, rows));
    onProgress?.(start + rows.length);
  }
}
