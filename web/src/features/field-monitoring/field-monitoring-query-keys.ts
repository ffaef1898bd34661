import { featureQueryKeys } from '../../ui/query-keys';

/** The monitored fields are one list. */
export const fieldMonitoringKeys = featureQueryKeys<'field-monitoring'>('field-monitoring');
