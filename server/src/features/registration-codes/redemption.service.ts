import { isEmail } from '@console/contracts/common/email';
import { CODE_MAX_LENGTH, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { zonedToday } from '../../platform/time-zone';
import { queueStoreEnrolment, storeTag } from '../store-sync/store-customer-enrolment.service';
import { toRegistrationCode } from './registration-code-mapping';
import { findCodeByText, insertRedemption, takePlace } from './registration-codes.repository';

export interface RedemptionForm {
  code: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type RedemptionOutcome =
  | { state: 'registered' | 'already'; partner: string }
  | { state: 'invalid'; errors: Partial<Record<keyof RedemptionForm, string>> }
  | { state: 'unknown' | 'not-started' | 'ended' | 'domain' | 'full' };

const NAME_MAX_LENGTH = 100;

function validate(form: RedemptionForm): Partial<Record<keyof RedemptionForm, string>> {
  const errors: Partial<Record<keyof RedemptionForm, string>> = {};
  if (!form.code || form.code.length > CODE_MAX_LENGTH) errors.code = 'Enter your registration code.';
  if (!form.firstName || form.firstName.length > NAME_MAX_LENGTH) errors.firstName = 'Enter your first name.';
  if (!form.lastName || form.lastName.length > NAME_MAX_LENGTH) errors.lastName = 'Enter your last name.';
  if (!isEmail(form.email) || form.email.length > 254) errors.email = 'Enter a valid e-mail address.';
  return errors;
}

/** An allowed domain admits its own addresses and those of its subdomains; no domains admit all. */
export function domainAllowed(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * The store customer's tags for a code: the partner (`np:` as for national partners), the
 * spend limit in dollars when the code has one, and the code's own tags.
 */
export function codeStoreTags(code: Pick<RegistrationCode, 'partner' | 'spendLimit' | 'tags'>): string[] {
  return [
    storeTag('np', code.partner.name),
    ...(code.spendLimit === null ? [] : [storeTag('spend_limit', code.spendLimit)]),
    ...(code.tags ?? []),
  ];
}

/** Thrown inside the transaction so the person's row goes away with it. */
class CodeFull extends Error {}

/**
 * Registers a person with a code. The date window, the domains, the one-registration-per-e-mail
 * rule and the cap are all checked in the transaction that records the registration, and the cap
 * by a conditional increment, so concurrent redemptions never pass it.
 */
export async function redeemCode(ctx: ShopContext, form: RedemptionForm): Promise<RedemptionOutcome> {
  const errors = validate(form);
  if (Object.keys(errors).length) return { state: 'invalid', errors };
  let storeJob: number | null = null;
  try {
    const shop = ctx.shop.id;
    const outcome = await ctx.db.transaction().execute(async (trx): Promise<RedemptionOutcome> => {
      const row = await findCodeByText(trx, shop, form.code.toLowerCase());
      if (!row) return { state: 'unknown' };
      const code = toRegistrationCode(row);
      const today = zonedToday(ctx.shop.timeZone);
      if (today < code.startDate) return { state: 'not-started' };
      if (today > code.endDate) return { state: 'ended' };
      if (!domainAllowed(form.email, code.emailDomains)) return { state: 'domain' };
      const now = nowIso();
      const email = form.email.trim();
      const redemptionId = await insertRedemption(trx, shop, {
        code_id: code.id,
        first_name: form.firstName,
        last_name: form.lastName,
        email,
        email_lower: email.toLowerCase(),
        created_at: now,
      });
      if (redemptionId === null) return { state: 'already', partner: code.partner.name };
      if (!(await takePlace(trx, shop, code.id, now))) throw new CodeFull();
      await writeAudit(trx, {
        shop,
        operatorId: null,
        action: 'registration-codes.redeem',
        target: `code-redemption:${code.id}`,
        after: { code: code.registrationCode, email },
      });
      const person = { email, firstName: form.firstName, lastName: form.lastName, tags: codeStoreTags(code) };
      storeJob = await queueStoreEnrolment(ctx, trx, person, {
        intentKey: `code-redemption:${redemptionId}`,
        flag: 'showRegistrationCodes',
      });
      return { state: 'registered', partner: code.partner.name };
    });
    if (storeJob !== null) ctx.jobs.notify(storeJob);
    return outcome;
  } catch (error) {
    if (error instanceof CodeFull) return { state: 'full' };
    throw error;
  }
}
