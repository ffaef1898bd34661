import type { JobDefinition } from './platform/jobs';
import { registrationImportJob } from './features/registrations/registrations.jobs';
import { nationalPartnerImportJob } from './features/national-partners/national-partners.jobs';
import { invitationReinviteJob, invitationSaveJob } from './features/invitations/invitations.jobs';
import { mailSendJob } from './platform/mail';
import { creditImportJob } from './features/credits/credits.jobs';
import { creditCustomersReportJob, creditTransactionsReportJob } from './features/credits/credit-reports.jobs';
import { knotReportJob } from './features/knot-report/knot-report.jobs';

/** Every job type the worker knows; a feature adds its definitions here, one line each. */
export const JOBS: readonly JobDefinition[] = [
  registrationImportJob,
  nationalPartnerImportJob,
  invitationSaveJob,
  invitationReinviteJob,
  mailSendJob,
  creditImportJob,
  creditCustomersReportJob,
  creditTransactionsReportJob,
  knotReportJob,
];
