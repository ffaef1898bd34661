import type { RegistrationKeys } from '../registrations/registration-config';
import { featureQueryKeys } from '../../ui/query-keys';

/** The Students screen's keys: its lists, each student, the default discount limit. */
export const studentKeys: RegistrationKeys<'students'> = featureQueryKeys('students');
