import type { AuditFilter } from '@console/contracts/audit.contract';
import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the Audit screen: the list by its filters, and the filters' options. */
export const auditKeys = featureQueryKeys<'audit', AuditFilter, never, { options: void }>('audit');
