import type { JobDefinition } from './platform/jobs';
import { registrationImportJob } from './features/registrations/registrations.jobs';
import { nationalPartnerImportJob } from './features/national-partners/national-partners.jobs';
import { invitationReinviteJob, invitationSaveJob } from './features/invitations/invitations.jobs';
import { mailSendJob } from './platform/mail';

/** Every job type the worker knows; a feature adds its definitions here, one line each. */
export const JOBS: readonly JobDefinition[] = [
  registrationImportJob,
  nationalPartnerImportJob,
  invitationSaveJob,
  invitationReinviteJob,
  mailSendJob,
];
