import type { RegistrationKeys } from '../registrations/registration-config';
import { featureQueryKeys } from '../../ui/query-keys';

/** The Staff screen's keys: its lists and each staff member. */
export const staffKeys: RegistrationKeys<'staff'> = featureQueryKeys('staff');
