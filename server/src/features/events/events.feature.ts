import { defineFeature } from '../../platform/feature';
import { registerEventRoutes } from './events.routes';
import { registerEventAcceptanceRoutes } from './event-acceptance.routes';
import { eventInviteImportJob, eventReportJob } from './events.jobs';
import { seedDemoEvents } from './events.seed';
import { eventInviteLink } from './event-invite-mail';

export const eventsFeature = defineFeature({
  name: 'events',
  flag: 'showEvents',
  routes: [registerEventRoutes, registerEventAcceptanceRoutes],
  jobs: [eventInviteImportJob, eventReportJob],
  seed: [{ order: 80, run: seedDemoEvents }],
  mailLinks: { 'event-invite': eventInviteLink },
});
