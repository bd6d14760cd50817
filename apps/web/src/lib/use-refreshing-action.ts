import { useAction } from '@mall/client-kit';
import { toast } from './toast';

/**
 * A row action of a list (删除, 取消, 启用): on success it says so (`done`, a word or one made from the result and
 * the argument) and then reloads the list with `refresh`. A failure was shown by the request layer.
 */
export function useRefreshingAction<A = void, R = unknown>(
  action: (arg: A) => Promise<R>,
  done: string | ((result: R, arg: A) => string),
  refresh: () => Promise<unknown>,
) {
  return useAction(action, {
    onSuccess: async (result, arg) => {
      toast.success(typeof done === 'string' ? done : done(result, arg));
      await refresh();
    },
  });
}
