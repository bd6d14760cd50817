import { useQuery } from '@tanstack/react-query';
import type { OrderShipments, ReceiptBody } from '@mall/shared';
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

/** POST /api/order/shipments/receipt: a receipt (到货验收) of one shipment; the order's shipments after it. */
export const postReceipt = (body: ReceiptBody) =>
  http.post<OrderShipments>('/api/order/shipments/receipt', body);
