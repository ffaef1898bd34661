import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the Mail screen. */
export const MAIL_KEYS = featureQueryKeys('mail');
