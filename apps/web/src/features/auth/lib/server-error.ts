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

/**
 * Runs a call whose refusal belongs under a form field: the server's reason is put there (`fieldOfError`) and
 * the failure passed on to the action's one error path.
 */
export async function reasonUnderField<T, F extends string>(
  form: { setFields: (fields: { name: F; errors: string[] }[]) => void },
  byCode: Partial<Record<number, F>>,
  fallback: F,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const field = fieldOfError(error, byCode, fallback);
    if (field) form.setFields([field]);
    throw error;
  }
}
