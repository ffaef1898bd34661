import type { FastifyInstance } from 'fastify';
import { registrationsContract } from '@console/contracts/registrations.contract';
import type { studentsContract } from '@console/contracts/students.contract';
import type { AppContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { sendDataStream } from '../../platform/json-stream';
import {
  changeStatus,
  customerDetail,
  exportRegistrations,
  listRegistrationQueue,
  syncMembership,
  uploadRegistrations,
} from './registrations.service';
import type { RegistrationProgramme } from '@console/contracts/common/programmes';

/** Calls shared by students and staff: status moves, the detail for the edit dialog, the sync. */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, registrationsContract.setStatus, ({ operator, body }) => changeStatus(ctx, operator, body));
  registerCall(app, registrationsContract.detail, ({ operator, params }) => customerDetail(ctx, operator, params.id));
  registerCall(app, registrationsContract.sync, ({ operator, body }) => syncMembership(ctx, operator, body.id));
}

type ProgrammeCalls = Pick<typeof studentsContract, 'list' | 'exportRows' | 'upload'>;

/** List, export and upload of one programme; the student and staff route files each call this once. */
export function registerProgrammeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  programme: RegistrationProgramme,
  calls: ProgrammeCalls,
): void {
  registerCall(app, calls.list, ({ params, query, body }) => listRegistrationQueue(ctx, programme, params.status, body, query));
  registerCall(app, calls.exportRows, async ({ operator, params, body, reply }) => {
    await sendDataStream(reply, exportRegistrations(ctx, operator, programme, params.status, body));
    return reply as never;
  });
  registerCall(app, calls.upload, ({ operator, body }) => uploadRegistrations(ctx, operator, programme, body));
}
