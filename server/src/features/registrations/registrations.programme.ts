import type { FastifyInstance } from 'fastify';
import type { RegistrationProgramme } from '@console/contracts/common/programmes';
import type { studentsContract } from '@console/contracts/students.contract';
import type { OrgContext } from '../../app-context';
import { sendDataStream } from '../../platform/json-stream';
import { registerCall } from '../../platform/routes';
import { exportRegistrations, listRegistrationQueue, uploadRegistrations } from './registrations.service';

// The programmes built on registrations (students, staff) register their routes through this module,
// their base feature's `<feature>.programme.ts` (docs/architecture.md, "Packages and layers").

type ProgrammeCalls = Pick<typeof studentsContract, 'list' | 'exportRows' | 'upload'>;

/** List, export and upload of one programme; the student and staff route files each call this once. */
export function registerProgrammeRoutes(
  app: FastifyInstance,
  _org: OrgContext,
  programme: RegistrationProgramme,
  calls: ProgrammeCalls,
): void {
  registerCall(app, calls.list, ({ ctx, params, query, body }) => listRegistrationQueue(ctx, programme, params.status, body, query));
  registerCall(app, calls.exportRows, async ({ ctx, operator, params, body, reply }) => {
    await sendDataStream(reply, exportRegistrations(ctx, operator, programme, params.status, body));
    return reply as never;
  });
  registerCall(app, calls.upload, ({ ctx, operator, body }) => uploadRegistrations(ctx, operator, programme, body));
}
