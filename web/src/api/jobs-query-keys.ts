import type { JobStatus } from '@console/contracts/jobs.contract';
import { featureQueryKeys } from '../ui/query-keys';

/** The Jobs list narrowed to one status, or all (null). */
export interface JobListQuery {
  status: JobStatus | null;
}

/** The query keys of jobs: the Jobs screen's list and each job's detail. */
export const jobKeys = featureQueryKeys<'jobs', JobListQuery, number>('jobs');
