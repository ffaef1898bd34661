import type { SearchBody } from '@console/contracts/common/search';
import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the National screen: the list by its search. */
export const nationalPartnerKeys = featureQueryKeys<'national-partners', { search: SearchBody }>('national-partners');
