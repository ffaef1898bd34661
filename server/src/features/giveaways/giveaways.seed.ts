import { demoPerson, pastIso, pick, seededRandom } from '../../db/demo-people';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { newEntryToken } from './giveaways.repository';

const PRIZES = [
  'Cordless Drill Kit',
  'Socket Set',
  'Tool Chest',
  'Impact Driver',
  'Work Light',
  'Laser Level',
  'Shop Vacuum',
  'Miter Saw',
  'Jobsite Radio',
  'Safety Kit',
];
const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter', 'Holiday', 'Back to School'];
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 28 giveaways (three pages of ten), open and closed, with entries for the report. */
export async function seedDemoGiveaways(db: Db, shop: ShopId): Promise<void> {
  const now = Date.now();
  const rand = seededRandom(61);
  for (let n = 0; n < 28; n += 1) {
    const name = `${pick(rand, SEASONS)} ${pick(rand, PRIZES)} Giveaway ${n + 1}`;
    const start = now - Math.floor(rand() * 120) * DAY;
    const created = new Date(start - DAY).toISOString();
    const entries = Math.floor(rand() * 30);
    const cap = n % 4 === 0 ? null : entries + Math.floor(rand() * 50) + 1;
    const row = await db
      .insertInto('giveaways')
      .values({
        shop_id: shop,
        name,
        name_lower: name.toLowerCase(),
        description: n % 3 === 0 ? null : `Enter for a chance to win a ${name.split(' Giveaway')[0]?.toLowerCase()}.`,
        start_date: n % 7 === 6 ? null : day(start),
        end_date: n % 5 === 4 ? null : day(start + Math.floor(rand() * 150 + 10) * DAY),
        registration_count: cap,
        entry_count: entries,
        entry_token: newEntryToken(),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (entries === 0) continue;
    const people = Array.from({ length: entries }, (_, k) => {
      const person = demoPerson(rand, n * 100 + k, 'entrants.example');
      return {
        shop_id: shop,
        giveaway_id: Number(row.id),
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        email_lower: person.email,
        created_at: pastIso(rand, Math.max(1, Math.floor((now - start) / DAY)), now),
      };
    });
    await db.insertInto('giveaway_entries').values(people).execute();
  }
}
