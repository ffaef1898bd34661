import { useQuery } from '@tanstack/react-query';
import { invitationsContract } from '@console/contracts/invitations.contract';
import { callApi } from '../../app/api-client';
import { shopName } from '../../app/session';
import { logFailure } from '../../ui/log';
import type { InvitationConfig, InvitationOptions } from './invitation-config';
import { INVITATION_OPTIONS_KEY } from './invitation-query-keys';

/** GET /api/invitations/options: the site names and the MTD shops; they do not change while the app runs. */
export function useInvitationOptions() {
  return useQuery({
    queryKey: INVITATION_OPTIONS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await callApi(invitationsContract.options, { signal });
      } catch (error) {
        if (!signal.aborted) logFailure('Loading the invitation options failed', error);
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** Spec 2 §1: the MTD option exists only on the retiree screen, in the shops named by the options (the `shopName` cookie). */
export function mtdAvailable(config: InvitationConfig, options: InvitationOptions | undefined): boolean {
  return config.mtd && !!options && options.mtdShops.includes(shopName());
}
