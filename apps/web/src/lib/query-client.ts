import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_QUERY_RETRIES = 3;

/** A client error will fail the same way again, so only server and network failures are retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** SPEC.md section 9: min(1000 x 2^attempt, 30000) ms. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
