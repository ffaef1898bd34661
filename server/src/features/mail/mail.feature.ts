import { defineFeature } from '../../platform/feature';
import { mailSendJob } from '../../platform/mail';
import { registerMailRoutes } from './mail.routes';

/** The outbox screen and the one job that sends every feature's e-mail. */
export const mailFeature = defineFeature({
  name: 'mail',
  routes: [registerMailRoutes],
  jobs: [mailSendJob],
});
