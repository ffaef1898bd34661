import { featureQueryKeys } from '../ui/query-keys';

/** The query keys of jobs: the Jobs screen's list and each job's detail. */
export const jobKeys = featureQueryKeys('jobs');
