import type { FastifyInstance } from 'fastify';
import { studentsContract } from '@console/contracts/students.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { registerProgrammeRoutes } from '../registrations/registrations.programme';
import { getDefaultDiscountLimit, setDefaultDiscountLimit, updateRegistration } from '../registrations/registrations.service';

export function registerStudentRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerProgrammeRoutes(app, ctx, 'student', studentsContract);
  registerCall(app, studentsContract.update, ({ operator, body }) => updateRegistration(ctx, operator, 'student', body));
  registerCall(app, studentsContract.getDefaultDiscountLimit, () => getDefaultDiscountLimit(ctx));
  registerCall(app, studentsContract.setDefaultDiscountLimit, ({ operator, body }) =>
    setDefaultDiscountLimit(ctx, operator, body.default_discount_limit),
  );
}
