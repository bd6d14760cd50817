import { focusManager, QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@mall/shared';
import { isPermanentFailure } from './request';

/** Retry delay: 1 s, 2 s, 4 s … doubling, at most 30 s. */
function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, LIMITS.QUERY_RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIMITS.QUERY_CACHE_MS,
        gcTime: LIMITS.QUERY_CACHE_MS,
        // Refresh on focus like the original's cache layer; the focus events are throttled below.
        refetchOnWindowFocus: 'always',
        retry: (failureCount, error) => !isPermanentFailure(error) && failureCount < 3,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

/** Focus refresh at most once every 5000 ms. */
export function throttleFocusRefresh(): void {
  let last = 0;
  focusManager.setEventListener((handleFocus) => {
    const onFocus = () => {
      const now = Date.now();
      if (document.visibilityState !== 'visible' || now - last < LIMITS.QUERY_FOCUS_REFRESH_MS) return;
      last = now;
      handleFocus(true);
    };
    window.addEventListener('visibilitychange', onFocus, false);
    window.addEventListener('focus', onFocus, false);
    return () => {
      window.removeEventListener('visibilitychange', onFocus);
      window.removeEventListener('focus', onFocus);
    };
  });
}
