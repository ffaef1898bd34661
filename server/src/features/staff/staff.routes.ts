import type { FastifyInstance } from 'fastify';
import { staffContract } from '@console/contracts/staff.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { registerProgrammeRoutes } from '../registrations/registrations.programme';
import { listRegistrationQueue, updateRegistration } from '../registrations/registrations.service';

export function registerStaffRoutes(app: FastifyInstance, org: OrgContext): void {
  registerProgrammeRoutes(app, org, 'staff', staffContract);
  registerCall(app, staffContract.update, ({ ctx, operator, body }) => updateRegistration(ctx, operator, 'staff', body));
  registerCall(app, staffContract.disabledFirstPage, ({ ctx }) =>
    listRegistrationQueue(ctx, 'staff', 'disabled', { searchValue: '', searchType: 'Email' }, {}),
  );
}
