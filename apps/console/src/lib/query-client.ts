import { QueryClient } from '@tanstack/react-query';
import { isPermanentFailure } from './request';

/** Operators see fresh data: short stale time, no retries of refusals, one retry of network trouble. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => !isPermanentFailure(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
