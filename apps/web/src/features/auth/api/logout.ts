import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '@/lib/account';
import { api } from '@/lib/api-client';
import { unsubscribeThisBrowser } from '@/lib/browser-push';
import { getSessionToken } from '@/lib/session';
import { clearStorage } from '@/lib/storage';

/**
 * POST /account/logout (204): ends the current session on the server, after dropping this browser's push
 * subscription (best effort: logging out never waits on it failing).
 */
async function logout(): Promise<void> {
  if (!getSessionToken()) return;
  await unsubscribeThisBrowser().catch(() => undefined);
  await api.post('/account/logout', undefined, { redirectOnUnauthorized: false });
}

/**
 * Logs out: tells the server, then, whatever it answered, drops the cookie, the cached data and everything in
 * localStorage (spec §4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      endSession(queryClient);
      clearStorage();
    },
  });
}
