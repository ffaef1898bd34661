import type { Insertable } from 'kysely';
import { INVITATION_PROGRAMMES, type InvitationProgramme } from '@console/contracts/invitations.contract';
import type { InvitationTable } from './invitations.table';
import { demoPerson, pastIso, pick, seededRandom } from '../../db/demo-people';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

/** People invited but not yet registered, more than one page per programme (docs/outside-interfaces.md). */
const DEMO_INVITED: Readonly<Record<InvitationProgramme, { count: number; domain: string; seed: number }>> = {
  site: { count: 48, domain: 'invited.example', seed: 41 },
  'tool-connect': { count: 36, domain: 'toolconnect-invited.example', seed: 42 },
  partner: { count: 44, domain: 'partner-invited.example', seed: 43 },
  retiree: { count: 39, domain: 'retiree-invited.example', seed: 44 },
};

const PARTNER_TAGS = ['region:east', 'region:west', 'tier:gold', 'tier:silver', 'dealer'];

function invitationValues(
  shop: ShopId,
  programme: InvitationProgramme,
  n: number,
  rand: () => number,
  domain: string,
  now: number,
): Insertable<InvitationTable> {
  const person = demoPerson(rand, n, domain);
  const created = pastIso(rand, 120, now);
  const tags = programme === 'partner' || programme === 'retiree' ? (rand() < 0.6 ? pick(rand, PARTNER_TAGS) : '') : '';
  return {
    shop_id: shop,
    programme,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    email_lower: person.email,
    additional_tags: tags,
    mtd: programme === 'retiree' && rand() < 0.3 ? 1 : 0,
    status: 'invited',
    // No link was ever mailed for demo rows: a resend issues one.
    token_hash: null,
    token_expires_at: null,
    last_sent_at: created,
    send_count: 1,
    customer_id: null,
    created_at: created,
    updated_at: created,
  };
}

export async function seedDemoInvitations(db: Db, shop: ShopId): Promise<void> {
  const now = Date.now();
  for (const programme of INVITATION_PROGRAMMES) {
    const spec = DEMO_INVITED[programme];
    const rand = seededRandom(spec.seed);
    const rows = Array.from({ length: spec.count }, (_, n) => invitationValues(shop, programme, n, rand, spec.domain, now));
    await db.insertInto('invitations').values(rows).execute();
  }
}
