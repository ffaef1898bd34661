/**
 * The session's data layer: who is signed in (`GET /api/me`, read once per session by the header and
 * the admin frame's guard) and the sign-in call. Components call these, never the API client.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { authContract, loginBody } from '@console/contracts/auth.contract';
import { authRoutes } from '@console/contracts/auth.routes';
import { featureQueryKeys } from '../ui/query-keys';
import { sendCall } from './api-client';
import { tabShopStore } from './tab-shop';

export const authKeys = featureQueryKeys<'auth', void, never, { me: void }>('auth');

export type LoginForm = z.input<typeof loginBody>;

// From the routes alone: the header's operator loads beside every first screen, without zod.
export const fetchMe = (signal?: AbortSignal) => sendCall<typeof authContract.me>(authRoutes.me, { signal });

/** The signed-in operator; kept for the session (a flag change shows on the next page load). */
export function useMe() {
  return useQuery({ queryKey: authKeys.named('me'), queryFn: ({ signal }) => fetchMe(signal), staleTime: Infinity });
}

export const signIn = (body: LoginForm) => sendCall<typeof authContract.login>(authRoutes.login, { body });

/**
 * Sign in; its 401 and 429 stay on the form (an auth call never sends the screen to /unauthorized). The tab takes
 * the shop sign-in answers (the one the operator last switched to), whatever it showed before.
 */
export function useSignIn(onSignedIn: () => void | Promise<void>) {
  return useMutation({
    mutationFn: signIn,
    meta: { authCall: true },
    onSuccess: (answer) => {
      tabShopStore.set({ name: answer.shopName, flags: answer.flags });
      return onSignedIn();
    },
  });
}
