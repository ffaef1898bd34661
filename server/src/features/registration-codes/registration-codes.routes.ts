import type { FastifyInstance } from 'fastify';
import { registrationCodesContract as contract } from '@console/contracts/registration-codes.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import {
  codeHistory,
  createRegistrationCode,
  listCodePartners,
  listRegistrationCodes,
  updateEmailDomains,
  updateRegistrationCode,
} from './registration-codes.service';

export function registerRegistrationCodeRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, contract.list, ({ ctx, query }) => listRegistrationCodes(ctx, query.active ?? null));
  registerCall(app, contract.partners, ({ ctx }) => listCodePartners(ctx));
  registerCall(app, contract.create, ({ ctx, operator, body }) => createRegistrationCode(ctx, operator, body));
  registerCall(app, contract.update, ({ ctx, operator, params, body }) => updateRegistrationCode(ctx, operator, params.id, body));
  registerCall(app, contract.emailDomains, ({ ctx, operator, params, body }) =>
    updateEmailDomains(ctx, operator, params.id, body.emailDomains),
  );
  registerCall(app, contract.history, ({ ctx }) => codeHistory(ctx));
}
