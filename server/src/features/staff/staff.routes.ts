import type { FastifyInstance } from 'fastify';
import { staffContract } from '@console/contracts/staff.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { registerProgrammeRoutes } from '../registrations/registrations.programme';
import { listRegistrationQueue, updateRegistration } from '../registrations/registrations.service';

export function registerStaffRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerProgrammeRoutes(app, ctx, 'staff', staffContract);
  registerCall(app, staffContract.update, ({ operator, body }) => updateRegistration(ctx, operator, 'staff', body));
  registerCall(app, staffContract.disabledFirstPage, () =>
    listRegistrationQueue(ctx, 'staff', 'disabled', { searchValue: '', searchType: 'Email' }, {}),
  );
}
