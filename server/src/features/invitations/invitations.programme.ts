import type { FastifyInstance } from 'fastify';
import type { InvitationProgramme, invitationCalls } from '@console/contracts/invitations.contract';
import { sendDataStream } from '../../platform/json-stream';
import { registerCall } from '../../platform/routes';
import { addProgrammeRule } from '../customers/store-customer-mapping.service';
import { storeTag } from '../store-sync/store-customer-enrolment.service';
import { exportInvited, exportRegistered, listInvited, listRegistered, saveInvites, sendInvite } from './invitations.service';

// The programmes built on invitations (invite-users, partner-users, retiree-users) register their routes
// through this module, their base feature's `<feature>.programme.ts` (docs/architecture.md, "Packages and layers").

/** Lists, exports, invite/edit/upload and resend of one programme; each programme's route file calls this once. */
export function registerInvitationProgrammeRoutes(
  app: FastifyInstance,
  programme: InvitationProgramme,
  calls: ReturnType<typeof invitationCalls>,
): void {
  registerCall(app, calls.invitedList, ({ ctx, operator, body, query }) => listInvited(ctx, operator, programme, body, query));
  registerCall(app, calls.registeredList, ({ ctx, operator, body, query }) => listRegistered(ctx, operator, programme, body, query));
  registerCall(app, calls.invitedExport, async ({ ctx, operator, body, reply }) => {
    await sendDataStream(reply, exportInvited(ctx, operator, programme, body));
    return reply as never;
  });
  registerCall(app, calls.registeredExport, async ({ ctx, operator, body, reply }) => {
    await sendDataStream(reply, exportRegistered(ctx, operator, programme, body));
    return reply as never;
  });
  registerCall(app, calls.save, ({ ctx, operator, body }) => saveInvites(ctx, operator, programme, body.excelData));
  registerCall(app, calls.sendInvite, ({ ctx, operator, params }) => sendInvite(ctx, operator, programme, params.id));
  // A mirrored store customer tagged `programme:<programme>` (an accepted invitation) is this programme's.
  addProgrammeRule({ programme, matches: (tagsLower) => tagsLower.includes(storeTag('programme', programme).toLowerCase()) });
}
