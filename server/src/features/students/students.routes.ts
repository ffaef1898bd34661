import type { FastifyInstance } from 'fastify';
import { studentsContract } from '@console/contracts/students.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { registerProgrammeRoutes } from '../registrations/registrations.programme';
import { getDefaultDiscountLimit, setDefaultDiscountLimit, updateRegistration } from '../registrations/registrations.service';

export function registerStudentRoutes(app: FastifyInstance, org: OrgContext): void {
  registerProgrammeRoutes(app, org, 'student', studentsContract);
  registerCall(app, studentsContract.update, ({ ctx, operator, body }) => updateRegistration(ctx, operator, 'student', body));
  registerCall(app, studentsContract.getDefaultDiscountLimit, ({ ctx }) => getDefaultDiscountLimit(ctx));
  registerCall(app, studentsContract.setDefaultDiscountLimit, ({ ctx, operator, body }) =>
    setDefaultDiscountLimit(ctx, operator, body.default_discount_limit),
  );
}
