import { defineFeature } from '../../platform/feature';
import { fileRetentionJob, scheduleFileRetention } from '../../platform/file-retention';
import { registerFileRoutes } from './files.routes';

/** Generated files' downloads, and their retention (the job and its schedule). */
export const filesFeature = defineFeature({
  name: 'files',
  routes: [registerFileRoutes],
  jobs: [fileRetentionJob],
  start: { order: 10, run: (ctx) => scheduleFileRetention(ctx.db, ctx.shop, ctx.config) },
});
