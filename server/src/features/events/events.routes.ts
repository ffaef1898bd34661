import type { FastifyInstance } from 'fastify';
import { eventsContract } from '@console/contracts/events.contract';
import type { ShopContext } from '../../app-context';
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

/** The Events page of spec 2: events, their invite lists and the e-mailed report (flag showEvents). */
export function registerEventRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, eventsContract.list, () => listAllEvents(ctx));
  registerCall(app, eventsContract.create, ({ operator, body }) => createEvent(ctx, operator, body));
  registerCall(app, eventsContract.update, ({ operator, params, body }) => changeEvent(ctx, operator, params.id, body));
  registerCall(app, eventsContract.archive, ({ operator, params }) => archiveEvent(ctx, operator, params.id));
  registerCall(app, eventsContract.removeUsers, ({ operator, params }) => removeEventUsers(ctx, operator, params.id));
  registerCall(app, eventsContract.report, ({ operator, params }) => requestReport(ctx, operator, params.id));
  registerCall(app, eventsContract.inviteList, ({ params, query }) => listInvites(ctx, params.eventId, query));
  registerCall(app, eventsContract.inviteUsers, ({ operator, params, body }) => inviteUsers(ctx, operator, params.eventId, body));
  registerCall(app, eventsContract.inviteUser, ({ operator, params, body }) => inviteUser(ctx, operator, params.eventId, body));
}
