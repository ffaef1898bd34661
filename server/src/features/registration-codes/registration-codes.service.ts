import type {
  CreateCodeBody,
  HistoryEntry,
  Partner,
  PartnerRef,
  RegistrationCode,
  UpdateCodeBody,
} from '@console/contracts/registration-codes.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { partnerNamesFromTags } from '../national-partners/national-partners.service';
import { badRequest, notFound } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import { zonedToday } from '../../platform/time-zone';
import {
  auditAction,
  changedFields,
  codeTarget,
  HISTORY_AUDIT_ACTIONS,
  snapshotOf,
  toCents,
  toHistoryEntry,
  toRegistrationCode,
} from './registration-code-mapping';
import {
  codeTextTaken,
  findCode,
  findPartner,
  insertCode,
  insertPartner,
  listCodeAudit,
  listCodes,
  listPartners,
  partnerHandlesLike,
  updateCode,
  type CodeRecord,
  type PartnerRecord,
} from './registration-codes.repository';

/** The History tab shows the latest entries; older ones stay in the audit log. */
const HISTORY_LIMIT = 2000;

type Answer<T> = { status: boolean; msg: string } & T;

export async function listRegistrationCodes(ctx: ShopContext, active: boolean | null): Promise<Answer<{ list: RegistrationCode[] }>> {
  // A code's days are the shop's: it is active until its end day ends on the shop's clock.
  const rows = await listCodes(ctx.db, ctx.shop.id, active, zonedToday(ctx.shop.timeZone));
  return { status: true, msg: '', list: rows.map(toRegistrationCode) };
}

/** A new partner's handle: its name in lower-case words joined by hyphens, made unique in the shop with `-2`, `-3`… */
export function partnerHandleOf(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'partner';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const PARTNER_NAME_MAX = 200;

/** The shop's partner of this name (letter case aside), added when the shop has none yet. */
async function ensurePartner(trx: DbOrTrx, shop: ShopId, name: string, known: readonly PartnerRecord[]): Promise<PartnerRecord> {
  const same = known.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (same) return same;
  // A request at the same time may take the handle first: then it is that partner when the name is the same, else try the next.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const handle = partnerHandleOf(name, await partnerHandlesLike(trx, shop, partnerHandleOf(name, [])));
    const created_at = nowIso();
    const id = await insertPartner(trx, shop, { name, handle, created_at });
    if (id !== null) return { shop_id: shop, id, name, handle, created_at };
    const taken = await findPartner(trx, shop, { handle });
    if (taken && taken.name.toLowerCase() === name.toLowerCase()) return taken;
  }
  throw new Error(`No free handle for partner ${name}`);
}

/**
 * A shop's registration-code partners: the names of its national partners' `np:` tags (mirrored
 * from the store or imported) and those an operator added where a code is made. A tag name not yet in the
 * shop's partners is added on the way, so every partner has the id the form sends back.
 */
export async function listCodePartners(ctx: ShopContext): Promise<Partner[]> {
  const shop = ctx.shop.id;
  const names = await partnerNamesFromTags(ctx);
  let partners = await listPartners(ctx.db, shop);
  const known = new Set(partners.map((p) => p.name.toLowerCase()));
  const missing = names.filter((n) => n.length <= PARTNER_NAME_MAX && !known.has(n.toLowerCase()));
  if (missing.length) {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await listPartners(trx, shop);
      for (const name of missing) current.push(await ensurePartner(trx, shop, name, current));
    });
    partners = await listPartners(ctx.db, shop);
  }
  return partners.map((p) => ({ id: Number(p.id), name: p.name, handle: p.handle }));
}

export async function codeHistory(ctx: ShopContext): Promise<Answer<{ list: HistoryEntry[] }>> {
  const rows = await listCodeAudit(ctx.db, ctx.shop.id, HISTORY_AUDIT_ACTIONS, HISTORY_LIMIT);
  return { status: true, msg: '', list: rows.map(toHistoryEntry).filter((e): e is HistoryEntry => e !== null) };
}

/**
 * The code's partner: one of the shop's by id, handle or name; a name the shop does not know yet (typed where
 * the code is made) becomes a new partner of the shop, audited. An id or handle alone must exist.
 */
async function partnerId(trx: DbOrTrx, shop: ShopId, operator: Operator, ref: PartnerRef): Promise<number> {
  const partner = await findPartner(trx, shop, ref);
  if (partner) return Number(partner.id);
  const name = ref.name?.trim() ?? '';
  if (('id' in ref && ref.id !== undefined) || !name)
    throw badRequest('Partner not found.', { partner: 'Choose a partner from the list.' });
  if (name.length > PARTNER_NAME_MAX)
    throw badRequest('Partner name is too long.', { partner: `A partner name is at most ${PARTNER_NAME_MAX} characters.` });
  const known = await listPartners(trx, shop);
  const existed = known.some((p) => p.name.toLowerCase() === name.toLowerCase());
  const added = await ensurePartner(trx, shop, name, known);
  if (!existed)
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'registration-codes.partner.add',
      target: `partner:${added.id}`,
      after: { name: added.name, handle: added.handle },
    });
  return Number(added.id);
}

async function assertFreeCode(trx: DbOrTrx, shop: ShopId, code: string, exceptId: number | null): Promise<void> {
  if (await codeTextTaken(trx, shop, code.toLowerCase(), exceptId)) {
    throw badRequest(`Registration code ${code} already exists.`, { registrationCode: 'This code already exists.' });
  }
}

async function loadCode(trx: DbOrTrx, shop: ShopId, id: number): Promise<CodeRecord> {
  const row = await findCode(trx, shop, id);
  if (!row) throw notFound('Registration code');
  return row;
}

function editableValues(body: UpdateCodeBody, partner: number) {
  return {
    code: body.registrationCode,
    code_lower: body.registrationCode.toLowerCase(),
    start_date: body.startDate,
    end_date: body.endDate,
    partner_id: partner,
    spend_limit_cents: toCents(body.spendLimit),
    tags: JSON.stringify(body.tags ?? []),
    max_registration_count: body.maxRegistrationCount,
  };
}

export async function createRegistrationCode(
  ctx: ShopContext,
  operator: Operator,
  body: CreateCodeBody,
): Promise<Answer<{ data: RegistrationCode }>> {
  const shop = ctx.shop.id;
  const data = await ctx.db.transaction().execute(async (trx) => {
    const partner = await partnerId(trx, shop, operator, body.partner);
    await assertFreeCode(trx, shop, body.registrationCode, null);
    const now = nowIso();
    const id = await insertCode(trx, shop, {
      ...editableValues(body, partner),
      email_domains: JSON.stringify(body.emailDomains ?? []),
      created_at: now,
      updated_at: now,
    });
    const code = toRegistrationCode(await loadCode(trx, shop, id));
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: auditAction('create'),
      target: codeTarget(id),
      after: snapshotOf(code),
    });
    return code;
  });
  return { status: true, msg: `Registration code ${data.registrationCode} created.`, data };
}

/** Saves the form's fields (not the domains, nor the count); nothing changed writes nothing. */
export async function updateRegistrationCode(
  ctx: ShopContext,
  operator: Operator,
  id: number,
  body: UpdateCodeBody,
): Promise<Answer<{ data: RegistrationCode }>> {
  let changed = false;
  const shop = ctx.shop.id;
  const data = await ctx.db.transaction().execute(async (trx) => {
    const before = toRegistrationCode(await loadCode(trx, shop, id));
    const partner = await partnerId(trx, shop, operator, body.partner);
    await assertFreeCode(trx, shop, body.registrationCode, id);
    await updateCode(trx, shop, id, { ...editableValues(body, partner), updated_at: nowIso() });
    const after = toRegistrationCode(await loadCode(trx, shop, id));
    const { emailDomains: _unchanged, ...edited } = snapshotOf(after);
    const diff = changedFields(snapshotOf(before), edited);
    if (diff) {
      changed = true;
      await writeAudit(trx, {
        shop,
        operatorId: operator.id,
        action: auditAction('update'),
        target: codeTarget(id),
        before: diff.before,
        after: { ...diff.after, code: after.registrationCode },
      });
    }
    return after;
  });
  return { status: true, msg: changed ? `Registration code ${data.registrationCode} updated.` : 'Nothing changed.', data };
}

export async function updateEmailDomains(
  ctx: ShopContext,
  operator: Operator,
  id: number,
  emailDomains: string[],
): Promise<Answer<{ data: { emailDomains: string[] } }>> {
  const shop = ctx.shop.id;
  const data = await ctx.db.transaction().execute(async (trx) => {
    const before = toRegistrationCode(await loadCode(trx, shop, id));
    const diff = changedFields({ emailDomains: before.emailDomains }, { emailDomains });
    if (diff) {
      await updateCode(trx, shop, id, { email_domains: JSON.stringify(emailDomains), updated_at: nowIso() });
      await writeAudit(trx, {
        shop,
        operatorId: operator.id,
        action: auditAction('update'),
        target: codeTarget(id),
        before: diff.before,
        after: { ...diff.after, code: before.registrationCode },
      });
    }
    return { emailDomains };
  });
  return { status: true, msg: 'Email domains updated.', data };
}
