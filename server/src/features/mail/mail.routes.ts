import type { FastifyInstance } from 'fastify';
import { mailContract } from '@console/contracts/mail.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { listMail, mailMessage, resendMail } from './mail.service';

/** Open to every operator; each message is shown or resent only with the flag of the function it belongs to. */
export function registerMailRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, mailContract.list, ({ ctx, operator, body, query }) => listMail(ctx, operator, body.status ?? null, query));
  registerCall(app, mailContract.detail, ({ ctx, operator, params }) => mailMessage(ctx, operator, params.id));
  registerCall(app, mailContract.resend, ({ ctx, operator, params }) => resendMail(ctx, operator, params.id));
}
