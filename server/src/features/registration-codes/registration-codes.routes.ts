import type { FastifyInstance } from 'fastify';
import { registrationCodesContract as contract } from '@console/contracts/registration-codes.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import {
  codeHistory,
  createRegistrationCode,
  listCodePartners,
  listRegistrationCodes,
  updateEmailDomains,
  updateRegistrationCode,
} from './registration-codes.service';

export function registerRegistrationCodeRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, contract.list, ({ query }) => listRegistrationCodes(ctx, query.active ?? null));
  registerCall(app, contract.partners, () => listCodePartners(ctx));
  registerCall(app, contract.create, ({ operator, body }) => createRegistrationCode(ctx, operator, body));
  registerCall(app, contract.update, ({ operator, params, body }) => updateRegistrationCode(ctx, operator, params.id, body));
  registerCall(app, contract.emailDomains, ({ operator, params, body }) => updateEmailDomains(ctx, operator, params.id, body.emailDomains));
  registerCall(app, contract.history, () => codeHistory(ctx));
}
