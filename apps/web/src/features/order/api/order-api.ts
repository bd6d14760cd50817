import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BuyAgainResult,
  CancelOrderBody,
  OrderCounts,
  OrderDetail,
  OrderListBody,
  OrderPage,
} from '@mall/shared';
import { listKeys } from '@mall/client-kit';
import { useDocumentList } from '@/lib/list-query';
import { http } from '@/lib/request';
import { userStore } from '@/lib/user-store';

export const orderKeys = {
  ...listKeys<OrderListBody, string>('order'),
  counts: ['order', 'counts'] as const,
};

export const useOrderList = (body: OrderListBody) =>
  useDocumentList<OrderPage>(orderKeys.list(body), '/api/order/list', body);

export const useOrderCounts = () =>
  useQuery({
    queryKey: orderKeys.counts,
    queryFn: () => http.get<OrderCounts>('/api/order/getOrderCount', undefined, { silent: true }),
    staleTime: 0,
  });

const orderDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: () => http.post<OrderDetail>('/api/order/detail', { orderNo }, { silent: true }),
    staleTime: 0,
  });
export const useOrderDetail = (orderNo: string) =>
  useQuery({ ...orderDetailQueryOptions(orderNo), enabled: orderNo !== '' });

export const cancelOrder = (body: CancelOrderBody) => http.post<OrderDetail>('/api/order/cancel', body);
export const confirmReceipt = (orderNo: string) =>
  http.post<OrderDetail>('/api/order/confirmReceipt', { orderNo });
export const buyAgain = (orderNo: string) =>
  http.post<BuyAgainResult>('/api/order/buyAgain', { orderNo }).then((result) => {
    userStore.setCartNum(result.cartNum);
    return result;
  });
