import type {
  CreateCodeBody,
  HistoryEntry,
  Partner,
  PartnerRef,
  RegistrationCode,
  UpdateCodeBody,
} from '@console/contracts/registration-codes.contract';
import { todayIso } from '@console/contracts/common/dates';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
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
  listCodeAudit,
  listCodes,
  listPartners,
  updateCode,
  type CodeRecord,
} from './registration-codes.repository';

/** The History tab shows the latest entries; older ones stay in the audit log. */
const HISTORY_LIMIT = 2000;

type Answer<T> = { status: boolean; msg: string } & T;

export async function listRegistrationCodes(ctx: ShopContext, active: boolean | null): Promise<Answer<{ list: RegistrationCode[] }>> {
  const rows = await listCodes(ctx.db, active, todayIso());
  return { status: true, msg: '', list: rows.map(toRegistrationCode) };
}

export async function listCodePartners(ctx: ShopContext): Promise<Partner[]> {
  return (await listPartners(ctx.db)).map((p) => ({ id: Number(p.id), name: p.name, handle: p.handle }));
}

export async function codeHistory(ctx: ShopContext): Promise<Answer<{ list: HistoryEntry[] }>> {
  const rows = await listCodeAudit(ctx.db, HISTORY_AUDIT_ACTIONS, HISTORY_LIMIT);
  return { status: true, msg: '', list: rows.map(toHistoryEntry).filter((e): e is HistoryEntry => e !== null) };
}

async function partnerId(trx: DbOrTrx, ref: PartnerRef): Promise<number> {
  const partner = await findPartner(trx, ref);
  if (!partner) throw badRequest('Partner not found.', { partner: 'Choose a partner from the list.' });
  return Number(partner.id);
}

async function assertFreeCode(trx: DbOrTrx, code: string, exceptId: number | null): Promise<void> {
  if (await codeTextTaken(trx, code.toLowerCase(), exceptId)) {
    throw badRequest(`Registration code ${code} already exists.`, { registrationCode: 'This code already exists.' });
  }
}

async function loadCode(trx: DbOrTrx, id: number): Promise<CodeRecord> {
  const row = await findCode(trx, id);
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
  const data = await ctx.db.transaction().execute(async (trx) => {
    const partner = await partnerId(trx, body.partner);
    await assertFreeCode(trx, body.registrationCode, null);
    const now = nowIso();
    const id = await insertCode(trx, {
      ...editableValues(body, partner),
      email_domains: JSON.stringify(body.emailDomains ?? []),
      created_at: now,
      updated_at: now,
    });
    const code = toRegistrationCode(await loadCode(trx, id));
    await writeAudit(trx, { operatorId: operator.id, action: auditAction('create'), target: codeTarget(id), after: snapshotOf(code) });
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
  const data = await ctx.db.transaction().execute(async (trx) => {
    const before = toRegistrationCode(await loadCode(trx, id));
    const partner = await partnerId(trx, body.partner);
    await assertFreeCode(trx, body.registrationCode, id);
    await updateCode(trx, id, { ...editableValues(body, partner), updated_at: nowIso() });
    const after = toRegistrationCode(await loadCode(trx, id));
    const { emailDomains: _unchanged, ...edited } = snapshotOf(after);
    const diff = changedFields(snapshotOf(before), edited);
    if (diff) {
      changed = true;
      await writeAudit(trx, {
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
  const data = await ctx.db.transaction().execute(async (trx) => {
    const before = toRegistrationCode(await loadCode(trx, id));
    const diff = changedFields({ emailDomains: before.emailDomains }, { emailDomains });
    if (diff) {
      await updateCode(trx, id, { email_domains: JSON.stringify(emailDomains), updated_at: nowIso() });
      await writeAudit(trx, {
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
