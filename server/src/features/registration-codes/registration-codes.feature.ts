import { defineFeature } from '../../platform/feature';
import { registerRegistrationCodeRoutes } from './registration-codes.routes';
import { registerRedemptionRoutes } from './redemption.routes';
import { seedDemoRegistrationCodes } from './registration-codes.seed';

export const registrationCodesFeature = defineFeature({
  name: 'registration-codes',
  flag: 'showRegistrationCodes',
  routes: [registerRegistrationCodeRoutes, registerRedemptionRoutes],
  seed: [{ order: 90, run: seedDemoRegistrationCodes }],
});
