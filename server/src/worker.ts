import type { AppContext } from './app-context';
import type { JobHandler } from './platform/jobs';
import { registrationJobHandlers } from './features/registrations/registrations.jobs';

/** Every job type the worker knows, by name. */
export function jobHandlers(ctx: AppContext): Map<string, JobHandler> {
  return new Map<string, JobHandler>([...registrationJobHandlers(ctx)]);
}
