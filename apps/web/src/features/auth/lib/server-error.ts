import { RequestError } from '@/lib/request';

/**
 * Which form field a server failure belongs under, by its body code (AUTH_CODE), so the server's reason is
 * shown there; `fallback` for any other code. Null when there is no server reason (timeout, network).
 */
export function fieldOfError<F extends string>(
  error: unknown,
  byCode: Partial<Record<number, F>>,
  fallback: F,
): { name: F; errors: string[] } | null {
  if (!(error instanceof RequestError) || error.kind === 'timeout' || error.kind === 'network') return null;
  if (!error.message) return null;
  return { name: (error.code !== undefined && byCode[error.code]) || fallback, errors: [error.message] };
}
