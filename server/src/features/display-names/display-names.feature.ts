import { defineFeature } from '../../platform/feature';
import { registerDisplayNameRoutes } from './display-names.routes';
import { seedDemoDisplayNames } from './display-names.seed';

export const displayNamesFeature = defineFeature({
  name: 'display-names',
  flag: 'showMetafieldDisplayNames',
  routes: [registerDisplayNameRoutes],
  seed: [{ order: 120, run: seedDemoDisplayNames }],
});
