import { featureQueryKeys } from '../../ui/query-keys';

export const fieldMonitoringKeys = featureQueryKeys('field-monitoring');
