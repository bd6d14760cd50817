import { useAction } from '@mall/client-kit';
import type { CartChange, SaveCartBody } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { http, RequestError } from './request';
import { toast } from './toast';
import { userStore } from './user-store';

/**
 * 加入购物车 of one SKU (POST /api/cart/list/saveCartProduct, silent): the server checks 起订量, step, stock and
 * area, and its reason (起订量, 库存不足, 该区域暂不销售 …) is the message the buyer can act on; a success moves
 * the cart badge and says `added`. `body` makes the call's body of what the action is run with.
 */
export function useAddToCart<A>(body: (arg: A) => SaveCartBody, added: string) {
  return useAction(
    async (arg: A) => {
      try {
        return await http.post<CartChange>('/api/cart/list/saveCartProduct', body(arg), { silent: true });
      } catch (error) {
        toast.error(error instanceof RequestError && error.message ? error.message : t.request.serverError);
        throw error;
      }
    },
    {
      onSuccess: (change) => {
        userStore.setCartNum(change.cartNum);
        toast.success(added);
      },
    },
  );
}
