import { defineFeature } from '../../platform/feature';
import { registerInvitationRoutes } from './invitations.routes';
import { registerAcceptanceRoutes } from './acceptance.routes';
import { invitationReinviteJob, invitationSaveJob } from './invitations.jobs';
import { seedDemoInvitations } from './invitations.seed';
import { invitationLink } from './invitation-mail';

/** The invited programmes' shared base (saving, reinviting, acceptance); each programme is its own feature with its flag. */
export const invitationsFeature = defineFeature({
  name: 'invitations',
  routes: [registerInvitationRoutes, registerAcceptanceRoutes],
  jobs: [invitationSaveJob, invitationReinviteJob],
  seed: [{ order: 20, run: seedDemoInvitations }],
  mailLinks: { invitation: invitationLink },
});
