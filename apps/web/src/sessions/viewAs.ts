import { userEntity } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../api/client.ts';
import { isGlobalError } from '../api/globalErrors.ts';
import { useAuth } from '../auth/authContext.ts';
import { showBanner } from '../components/banner.ts';

/**
 * Switches whose eyes the console sees with: nothing cached for the one before may show, the
 * menu and guards follow the answer of is-logged-in, and the screen starts afresh.
 */
function useSwitchViewer() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async ({ change, title, goTo }: { change: () => Promise<unknown>; title: string; goTo: string }) => {
      try {
        await change();
      } catch (error) {
        if (!isGlobalError(error))
          showBanner({
            kind: 'error',
            title,
            message: error instanceof Error ? error.message : String(error),
          });
        return;
      }
      queryClient.clear();
      await refresh();
      navigate(goTo);
    },
    [queryClient, refresh, navigate],
  );
}

/** Starts viewing as the user and opens the dashboard as that user sees it. */
export function useStartViewingAs() {
  const switchViewer = useSwitchViewer();
  return useCallback(
    (userId: number) =>
      switchViewer({
        change: () => call('session-service/start-view-as', { id: userId }),
        title: 'Could not view as this user',
        goTo: '/',
      }),
    [switchViewer],
  );
}

/** Back to oneself, on the viewed user's page where viewing began. */
export function useStopViewingAs() {
  const switchViewer = useSwitchViewer();
  return useCallback(
    (viewedId: number) =>
      switchViewer({
        change: () => call('session-service/stop-view-as'),
        title: 'Could not stop viewing',
        goTo: `${userEntity.route}/view/${viewedId}`,
      }),
    [switchViewer],
  );
}
