import type { JobDefinition } from './platform/jobs';
import { registrationImportJob } from './features/registrations/registrations.jobs';
import { nationalPartnerImportJob } from './features/national-partners/national-partners.jobs';
import { invitationReinviteJob, invitationSaveJob } from './features/invitations/invitations.jobs';
import { mailSendJob } from './platform/mail';
import { BULK_PRICE_JOBS } from './features/bulk-price/bulk-price.jobs';
import { importCouponsJob } from './features/coupons/coupons.jobs';

/** Every job type the worker knows; a feature adds its definitions here, one line each. */
export const JOBS: readonly JobDefinition[] = [
  registrationImportJob,
  nationalPartnerImportJob,
  invitationSaveJob,
  invitationReinviteJob,
  mailSendJob,
  ...BULK_PRICE_JOBS,
  importCouponsJob,
];
