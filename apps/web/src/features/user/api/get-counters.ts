import { http } from '@/lib/request';

/** Cart count: number of cart lines (product.md). */
export const getCartCount = () =>
  http.get<number>('/api/cart/list/getCartListCount', undefined, { silent: true });

/** Unread message count; the spec sends id 1. */
export const getMessageCount = () =>
  http.post<number>('/api/system-message/getMessageCount', { id: 1 }, { silent: true });
