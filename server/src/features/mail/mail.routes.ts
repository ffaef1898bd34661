import type { FastifyInstance } from 'fastify';
import { mailContract } from '@console/contracts/mail.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { listMail, mailMessage, resendMail } from './mail.service';

/** Open to every operator; each message is shown or resent only with the flag of the function it belongs to. */
export function registerMailRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, mailContract.list, ({ operator, body, query }) => listMail(ctx, operator, body.status ?? null, query));
  registerCall(app, mailContract.detail, ({ operator, params }) => mailMessage(ctx, operator, params.id));
  registerCall(app, mailContract.resend, ({ operator, params }) => resendMail(ctx, operator, params.id));
}
