import { useMutation } from '@tanstack/react-query';
import { RequestError } from './request';

/**
 * The one error path of a write: a RequestError was already shown by the request layer (toast or redirect);
 * anything else is a bug, logged for the developer.
 */
export function reportActionError(error: unknown): void {
  if (error instanceof RequestError) return;
  console.error('[action] unexpected failure', error);
}

/**
 * A write (save, submit, delete, upload, a download the user asked for) as a TanStack mutation: `isPending`
 * replaces the hand-kept busy flag, `pendingArg` is the argument of the run in flight (which row or which
 * button is busy; undefined when idle), and `run` resolves true on success and false on failure, so a caller
 * can keep a dialog open or move on.
 */
export function useAction<A = void, R = unknown>(
  action: (arg: A) => Promise<R>,
  options: { onSuccess?: (result: R, arg: A) => unknown } = {},
) {
  const mutation = useMutation({
    // Only the argument: v5 passes a context second, which callers must not see.
    mutationFn: (arg: A) => action(arg),
    onSuccess: (result: R, arg: A) => options.onSuccess?.(result, arg),
    onError: reportActionError,
  });
  return {
    isPending: mutation.isPending,
    pendingArg: mutation.isPending ? mutation.variables : undefined,
    run: (arg: A): Promise<boolean> =>
      mutation.mutateAsync(arg).then(
        () => true,
        () => false,
      ),
  };
}
