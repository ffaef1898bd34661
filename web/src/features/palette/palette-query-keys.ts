import { featureQueryKeys } from '../../ui/query-keys';

export const paletteKeys = featureQueryKeys('palette');
