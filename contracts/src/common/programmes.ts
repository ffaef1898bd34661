/**
 * Every programme a customer or an invitation belongs to: the `programme` column of the customers and
 * invitations tables, read by server and web as these unions rather than as free text.
 */

/** Students and staff: the registration core of docs/functions/shell-students-staff.md (status pending / approved / disabled). */
export const REGISTRATION_PROGRAMMES = ['student', 'staff'] as const;
export type RegistrationProgramme = (typeof REGISTRATION_PROGRAMMES)[number];

/** National partners (docs/functions/people-invites-events.md 'National page'): customers without a registration status. */
export const NATIONAL_PROGRAMME = 'national';

/** The four invitation programmes of docs/functions/people-invites-events.md, sharing one core (docs/conventions.md 'Layout and names'). */
export const INVITATION_PROGRAMMES = ['site', 'tool-connect', 'partner', 'retiree'] as const;
export type InvitationProgramme = (typeof INVITATION_PROGRAMMES)[number];

/** Plain shoppers of the store: the customers of the embedded store's orders (returns, coupons). */
export const RETAIL_PROGRAMME = 'retail';

export const CUSTOMER_PROGRAMMES = [...REGISTRATION_PROGRAMMES, NATIONAL_PROGRAMME, ...INVITATION_PROGRAMMES, RETAIL_PROGRAMME] as const;
export type CustomerProgramme = (typeof CUSTOMER_PROGRAMMES)[number];

export function isCustomerProgramme(text: string): text is CustomerProgramme {
  return (CUSTOMER_PROGRAMMES as readonly string[]).includes(text);
}

export function isRegistrationProgramme(text: string): text is RegistrationProgramme {
  return (REGISTRATION_PROGRAMMES as readonly string[]).includes(text);
}

export function isInvitationProgramme(text: string): text is InvitationProgramme {
  return (INVITATION_PROGRAMMES as readonly string[]).includes(text);
}
