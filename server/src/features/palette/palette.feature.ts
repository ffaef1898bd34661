import { defineFeature } from '../../platform/feature';
import { registerPaletteRoutes } from './palette.routes';

export const paletteFeature = defineFeature({
  name: 'palette',
  routes: [registerPaletteRoutes],
});
