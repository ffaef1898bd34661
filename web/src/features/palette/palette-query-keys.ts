import { featureQueryKeys } from '../../ui/query-keys';

/** The palette's records, by what was typed. */
export const paletteKeys = featureQueryKeys<'palette', { text: string | null }>('palette');
