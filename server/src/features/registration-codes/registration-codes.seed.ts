import { demoPerson, pick, seededRandom } from '../../db/demo-people';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { auditAction, codeTarget, snapshotOf, toRegistrationCode } from './registration-code-mapping';
import { findCode, insertCode } from './registration-codes.repository';

const PARTNERS = [
  ['Northern Tool Supply', 'northern-tool-supply'],
  ['Coastal Fasteners', 'coastal-fasteners'],
  ['Metro Industrial', 'metro-industrial'],
  ['Prairie Equipment', 'prairie-equipment'],
  ['Harbor Electric Union', 'harbor-electric-union'],
  ['Summit Builders Guild', 'summit-builders-guild'],
] as const;
const WORDS = ['SPRING', 'SUMMER', 'FALL', 'WINTER', 'TRADE', 'CREW', 'SHOP', 'UNION', 'GUILD', 'PRO'];
const TAGS = ['wholesale', 'tier:gold', 'tier:silver', 'region:east', 'region:west', 'union'];
const DAY = 86_400_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Partners and 40 codes (some expired, some capped and nearly full), each with its create in the history. */
export async function seedDemoRegistrationCodes(db: Db, shop: ShopId): Promise<void> {
  const now = Date.now();
  const created = new Date(now).toISOString();
  const partners = await db
    .insertInto('partners')
    .values(PARTNERS.map(([name, handle]) => ({ shop_id: shop, name, handle, created_at: created })))
    .returning(['id', 'handle'])
    .execute();
  const rand = seededRandom(51);
  for (let n = 0; n < 40; n += 1) {
    const partner = partners[n % partners.length] as { id: number; handle: string };
    const start = now - Math.floor(rand() * 200 + 10) * DAY;
    const end = start + Math.floor(rand() * 300 + 20) * DAY;
    const max = n % 3 === 0 ? null : Math.floor(rand() * 200 + 5);
    const code = `${pick(rand, WORDS)}${String(2026 - (n % 3)).slice(2)}-${String(n + 1).padStart(2, '0')}`;
    const domain = partner.handle.replace(/-/g, '') + '.example';
    const at = new Date(start - DAY).toISOString();
    const id = await insertCode(db, shop, {
      code,
      code_lower: code.toLowerCase(),
      start_date: day(start),
      end_date: day(end),
      partner_id: partner.id,
      spend_limit_cents: n % 4 === 0 ? null : Math.floor(rand() * 9 + 1) * 10_000,
      tags: JSON.stringify(n % 2 ? [pick(rand, TAGS)] : []),
      max_registration_count: max,
      current_registration_count: max === null ? Math.floor(rand() * 40) : Math.floor(rand() * max),
      email_domains: JSON.stringify(n % 5 === 0 ? [domain, demoPerson(rand, n, 'crew.example').email.split('@')[1] as string] : []),
      created_at: at,
      updated_at: at,
    });
    const row = await findCode(db, shop, id);
    if (row)
      await writeAudit(db, {
        shop,
        operatorId: null,
        action: auditAction('create'),
        target: codeTarget(id),
        after: snapshotOf(toRegistrationCode(row)),
      });
  }
}
