import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartChange, CartDeleteBody, CartEditBody, CartList } from '@mall/shared';
import { http } from '@/lib/request';
import { userStore } from '@/lib/user-store';

/** The cart (POST /api/cart/list/…); every answer carries cartNum for the header badge. */
export const cartKeys = {
  list: (areaCode: string) => ['cart', 'list', areaCode] as const,
  all: ['cart'] as const,
};

const getCartList = (areaCode: string) =>
  http.post<CartList>('/api/cart/list/getCartList', { areaCode }).then((list) => {
    userStore.setCartNum(list.cartNum);
    return list;
  });

const cartListQueryOptions = (areaCode: string) =>
  queryOptions({
    queryKey: cartKeys.list(areaCode),
    queryFn: () => getCartList(areaCode),
    // Prices and stock move; the cart is read fresh on every visit.
    staleTime: 0,
  });

export const useCartList = (areaCode: string) => useQuery(cartListQueryOptions(areaCode));

/** Quantity and/or selected flag of one or many lines; answers the whole cart. */
export const editCartProduct = (body: CartEditBody) =>
  http.post<CartList>('/api/cart/list/editCartProduct', body).then((list) => {
    userStore.setCartNum(list.cartNum);
    return list;
  });

export const deleteCartProduct = (body: CartDeleteBody) =>
  http.post<CartChange>('/api/cart/list/deleteCartProduct', body).then((change) => {
    userStore.setCartNum(change.cartNum);
    return change;
  });
