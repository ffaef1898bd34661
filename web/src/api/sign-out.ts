import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { authContract } from '@console/contracts/auth.contract';
import { authRoutes } from '@console/contracts/auth.routes';
import { sendCall } from './api-client';
import { clearSessionCookies } from './session-end';

/**
 * Ends the session on the server (the client adds the identity headers), then clears the
 * cookies here as well, so leaving works even when the server cannot be reached.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    // From the route alone: Sign out loads beside every first screen, without zod.
    mutationFn: () => sendCall<typeof authContract.logout>(authRoutes.logout),
    // Sign-out goes to /login whatever the answer; no detour through /unauthorized.
    meta: { authCall: true },
    onSettled: async () => {
      clearSessionCookies();
      // Leave the frame first: clearing the cache under mounted queries would refetch them signed out.
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
}
