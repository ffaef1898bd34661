import type { Insertable, Selectable } from 'kysely';
import type { CustomerProgramme } from '@console/contracts/common/programmes';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import type { CustomerTable } from '../src/features/customers/customers.table';
import type { Db } from '../src/platform/db';
import { customerValues, seedCustomers } from '../src/features/customers/customers.seed';
import { seededRandom } from '../src/db/demo-people';
import { FIRST_SHOP_ID, type ShopId } from '../src/platform/shop-id';

/** Customers for API tests, made with the demo-data generator so rows look like real ones; in the first shop unless told. */

export type CustomerRecord = Selectable<CustomerTable>;

/**
 * `count` customers of one programme and status. E-mails are `first.last.<n>@<domain>`, lower case;
 * the domain defaults to `<programme>-<status>.test` so rows of different calls never collide.
 */
export async function seedProgramme(
  db: Db,
  programme: CustomerProgramme,
  status: RegistrationStatus | null,
  count: number,
  options: { domain?: string; seed?: number; shop?: ShopId } = {},
): Promise<void> {
  await seedCustomers(db, options.shop ?? FIRST_SHOP_ID, {
    programme,
    status,
    count,
    domain: options.domain ?? `${programme}-${status ?? 'none'}.test`,
    seed: options.seed ?? 7,
  });
}

let inserted = 0;

/** One customer with these columns set (the rest generated), returned as stored. */
export async function insertCustomer(
  db: Db,
  values: Partial<Insertable<CustomerTable>> & { programme: CustomerProgramme; status: RegistrationStatus | null },
): Promise<CustomerRecord> {
  inserted += 1;
  const generated = customerValues(
    { programme: values.programme, status: values.status, count: 1, domain: 'single.test', seed: inserted },
    100_000 + inserted,
    seededRandom(inserted),
    Date.now(),
  );
  const row = { ...generated, shop_id: values.shop_id ?? FIRST_SHOP_ID, ...values };
  if (values.email !== undefined && values.email_lower === undefined) row.email_lower = values.email.toLowerCase();
  return db.insertInto('customers').values(row).returningAll().executeTakeFirstOrThrow();
}

/** How many customers of a programme and status exist in a shop (the first unless told). */
export async function countCustomers(
  db: Db,
  programme: CustomerProgramme,
  status?: RegistrationStatus,
  shop: ShopId = FIRST_SHOP_ID,
): Promise<number> {
  let q = db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shop)
    .where('programme', '=', programme);
  if (status !== undefined) q = q.where('status', '=', status);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}
