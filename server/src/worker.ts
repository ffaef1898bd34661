import type { JobDefinition } from './platform/jobs';
import type { LinkIssuers } from './platform/mail-links';
import { FEATURES } from './features';

/** Every job type the worker knows: the features' definitions (features.ts). */
export const JOBS: readonly JobDefinition[] = FEATURES.flatMap((feature) => feature.jobs ?? []);

/** Who makes the current link of an e-mail that carries one, by the record kind of its `related_id`. */
export const MAIL_LINKS: LinkIssuers = Object.assign({}, ...FEATURES.map((feature) => feature.mailLinks ?? {}));
