import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client.ts';

const maxNetworkRetries = 2;

/**
 * Only a call that never reached the server is worth repeating: any answer, even a 500, is
 * the server's decision and repeating it would only repeat the banner.
 */
const retryUnreachable = (failureCount: number, error: unknown) =>
  isApiError(error) && error.status === 0 && failureCount < maxNetworkRetries;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryUnreachable,
      // Lists load once and are reloaded after changes (spec section 4), not on every focus.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
