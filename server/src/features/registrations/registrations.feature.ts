import { defineFeature } from '../../platform/feature';
import { nowIso } from '../../platform/db';
import { putSettingIfMissing } from '../../platform/settings';
import { registerRegistrationRoutes } from './registrations.routes';
import { registrationImportJob } from './registrations.jobs';
import { DEFAULT_DISCOUNT_LIMIT_KEY } from './registrations.service';

/** The student and staff registrations' shared base; each programme is its own feature with its flag. */
export const registrationsFeature = defineFeature({
  name: 'registrations',
  routes: [registerRegistrationRoutes],
  jobs: [registrationImportJob],
  seed: [{ order: 160, run: (db, shop) => putSettingIfMissing(db, shop, DEFAULT_DISCOUNT_LIMIT_KEY, '9500', nowIso()) }],
});
