import { featureQueryKeys, type FeatureQueryKeys } from '../../ui/query-keys';
import type { RegistrationConfig } from './registration-config';

type Programme = RegistrationConfig['programme'];

/** The query keys of the Students and Staff screens: each programme's lists and customers sit under its own root. */
export const registrationKeys: { readonly [P in Programme]: FeatureQueryKeys<P> } = {
  students: featureQueryKeys('students'),
  staff: featureQueryKeys('staff'),
};

/** GET /api/default-discount-limit: a students setting. */
export const DEFAULT_DISCOUNT_LIMIT_KEY = registrationKeys.students.named('default-discount-limit');
