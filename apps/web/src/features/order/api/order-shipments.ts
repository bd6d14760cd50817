import { useQuery } from '@tanstack/react-query';
import type { OrderShipments } from '@mall/shared';
import { http } from '@/lib/request';

/** POST /api/order/shipments: the buyer's order's shipments, their lines and tracking timelines. */
const getOrderShipments = (orderNo: string) =>
  http.post<OrderShipments>('/api/order/shipments', { orderNo }, { silent: true });

export const useOrderShipments = (orderNo: string, enabled = true) =>
  useQuery({
    queryKey: ['order', 'shipments', orderNo] as const,
    queryFn: () => getOrderShipments(orderNo),
    enabled: enabled && orderNo !== '',
    staleTime: 0,
  });
