import type { MailStatus } from '@console/contracts/mail.contract';
import { featureQueryKeys } from '../../ui/query-keys';

/** The outbox narrowed to one status, or all. */
export interface MailListQuery {
  status: MailStatus | 'all';
}

export const mailKeys = featureQueryKeys<'mail', MailListQuery, number>('mail');
