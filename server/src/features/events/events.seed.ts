import type { Insertable } from 'kysely';
import type { EventInviteTable } from './events.table';
import { demoPerson, pastIso, seededRandom } from '../../db/demo-people';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

/** Demo events (docs/outside-interfaces.md: more than 10, each with more than 10 invites, some registered). */
const DEMO_EVENTS: ReadonlyArray<{ name: string; description: string; inDays: number; hours: number; active: boolean; deleted?: boolean }> =
  [
    {
      name: 'Spring Tool Expo',
      description: 'Hands-on demos of the new cordless range with our product specialists.',
      inDays: 12,
      hours: 8,
      active: true,
    },
    {
      name: 'Welding Safety Workshop',
      description: 'Protective gear, fume control and safe setups for the shop floor.',
      inDays: 20,
      hours: 3,
      active: true,
    },
    {
      name: 'Student Open House',
      description: 'Meet the employee store team and learn about the student programme.',
      inDays: 26,
      hours: 4,
      active: true,
    },
    {
      name: 'Partner Appreciation Night',
      description: 'An evening for our national partners with dinner and awards.',
      inDays: 33,
      hours: 5,
      active: true,
    },
    {
      name: 'HVAC Technician Meetup',
      description: 'Diagnostics tools and refrigerant handling, with a Q&A panel.',
      inDays: 40,
      hours: 3,
      active: false,
    },
    {
      name: 'Retiree Coffee Morning',
      description: 'Coffee, pastries and a preview of the retiree offers.',
      inDays: 47,
      hours: 2,
      active: true,
    },
    {
      name: 'Automotive Service Clinic',
      description: 'Scan tools, lifts and torque: a practical clinic for service techs.',
      inDays: 55,
      hours: 6,
      active: true,
    },
    {
      name: 'Carpentry Masterclass',
      description: 'Joinery techniques with the latest saws and routers.',
      inDays: 61,
      hours: 4,
      active: false,
    },
    {
      name: 'Electrical Code Update',
      description: "What changed in this year's electrical code, explained by inspectors.",
      inDays: 68,
      hours: 3,
      active: true,
    },
    {
      name: 'Plumbing Innovations Day',
      description: 'Press fittings, PEX and leak detection, with live demos.',
      inDays: 75,
      hours: 5,
      active: true,
    },
    {
      name: 'Winter Warehouse Sale Preview',
      description: 'Early access to the winter sale for invited members.',
      inDays: -14,
      hours: 6,
      active: true,
    },
    { name: 'Fall Product Launch', description: 'The fall line-up presented by the product teams.', inDays: -30, hours: 4, active: true },
    {
      name: 'Leadership Breakfast',
      description: 'A breakfast talk for store leaders and partner managers.',
      inDays: 90,
      hours: 2,
      active: false,
    },
    { name: 'Cancelled Summer Barbecue', description: 'Archived: moved to next year.', inDays: 15, hours: 4, active: true, deleted: true },
  ];

const DAY = 86_400_000;

/** A start at a round hour: the demo's events begin at 9:00, 13:00 or 18:00 UTC. */
function startOf(now: number, inDays: number, n: number): Date {
  const d = new Date(now + inDays * DAY);
  d.setUTCHours([9, 13, 18][n % 3] as number, 0, 0, 0);
  return d;
}

/** Invites name the shop they are seeded in (its record's name), as new ones do. */
export async function seedDemoEvents(db: Db, shop: ShopId): Promise<void> {
  const shopName = (await db.selectFrom('shops').select('name').where('id', '=', shop).executeTakeFirstOrThrow()).name;
  const now = Date.now();
  const rand = seededRandom(81);
  for (const [n, spec] of DEMO_EVENTS.entries()) {
    const from = startOf(now, spec.inDays, n);
    const created = pastIso(rand, 30, Math.min(now, from.getTime()));
    const event = await db
      .insertInto('events')
      .values({
        shop_id: shop,
        name: spec.name,
        description: spec.description,
        date_from: from.toISOString(),
        date_to: new Date(from.getTime() + spec.hours * 3_600_000).toISOString(),
        active: spec.active ? 1 : 0,
        is_deleted: spec.deleted ? 1 : 0,
        created_by: 0,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = 12 + Math.floor(rand() * 20);
    const invites: Array<Insertable<EventInviteTable>> = Array.from({ length: count }, (_, i) => {
      const person = demoPerson(rand, n * 100 + i, 'event-guests.example');
      const invited = new Date(Date.parse(created) + Math.floor(rand() * 5 * DAY)).toISOString();
      // Past events have most of their guests registered; upcoming ones about a third.
      const registered = rand() < (spec.inDays < 0 ? 0.7 : 0.35);
      return {
        shop_id: shop,
        event_id: event.id,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        email_lower: person.email,
        store: shopName,
        registered: registered ? 1 : 0,
        registered_at: registered ? invited : null,
        // No link was ever mailed for demo rows: a reinvite issues one.
        token_hash: null,
        token_expires_at: null,
        last_sent_at: invited,
        send_count: 1,
        mail_id: null,
        created_at: invited,
        updated_at: invited,
      };
    });
    await db.insertInto('event_invites').values(invites).execute();
  }
}
