import type { AppContext } from './app-context';
import type { JobHandler } from './platform/jobs';
import { registrationJobHandlers } from './features/registrations/registrations.jobs';
import { nationalPartnerJobHandlers } from './features/national-partners/national-partners.jobs';
import { invitationJobHandlers } from './features/invitations/invitations.jobs';
import { mailJobHandlers } from './platform/mail';
import { creditJobHandlers } from './features/credits/credits.jobs';

/** Every job type the worker knows, by name. */
export function jobHandlers(ctx: AppContext): Map<string, JobHandler> {
  return new Map<string, JobHandler>([
    ...registrationJobHandlers(ctx),
    ...nationalPartnerJobHandlers(ctx),
    ...invitationJobHandlers(ctx),
    ...creditJobHandlers(ctx),
    ...mailJobHandlers(ctx.mailTransport, ctx.config.mailFrom),
  ]);
}
