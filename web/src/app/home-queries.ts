/** Home's data layer: what needs the operator's action (pending registrations, failed jobs, failed mail). */
import { useQuery } from '@tanstack/react-query';
import { homeContract, type AttentionItem } from '@console/contracts/home.contract';
import { featureQueryKeys } from '../ui/query-keys';
import { callApi } from '../api/api-client';

export const homeKeys = featureQueryKeys<'home', void, never, { attention: void }>('home');

/** '25+' when there are more than a page, else the count. */
export const countText = (item: Pick<AttentionItem, 'count' | 'more'>): string => `${item.count}${item.more ? '+' : ''}`;

export function useAttention() {
  return useQuery({ queryKey: homeKeys.named('attention'), queryFn: ({ signal }) => callApi(homeContract.attention, { signal }) });
}
