import type { FastifyInstance } from 'fastify';
import { eventsContract } from '@console/contracts/events.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import {
  archiveEvent,
  changeEvent,
  createEvent,
  inviteUser,
  inviteUsers,
  listAllEvents,
  listInvites,
  removeEventUsers,
  requestReport,
} from './events.service';

/** The Events page of docs/functions/people-invites-events.md: events, their invite lists and the e-mailed report (flag showEvents). */
export function registerEventRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, eventsContract.list, ({ ctx }) => listAllEvents(ctx));
  registerCall(app, eventsContract.create, ({ ctx, operator, body }) => createEvent(ctx, operator, body));
  registerCall(app, eventsContract.update, ({ ctx, operator, params, body }) => changeEvent(ctx, operator, params.id, body));
  registerCall(app, eventsContract.archive, ({ ctx, operator, params }) => archiveEvent(ctx, operator, params.id));
  registerCall(app, eventsContract.removeUsers, ({ ctx, operator, params }) => removeEventUsers(ctx, operator, params.id));
  registerCall(app, eventsContract.report, ({ ctx, operator, params }) => requestReport(ctx, operator, params.id));
  registerCall(app, eventsContract.inviteList, ({ ctx, params, query }) => listInvites(ctx, params.eventId, query));
  registerCall(app, eventsContract.inviteUsers, ({ ctx, operator, params, body }) => inviteUsers(ctx, operator, params.eventId, body));
  registerCall(app, eventsContract.inviteUser, ({ ctx, operator, params, body }) => inviteUser(ctx, operator, params.eventId, body));
}
