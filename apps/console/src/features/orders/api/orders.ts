import { useQuery } from '@tanstack/react-query';
import type {
  AdminOrderListBody,
  AdminOrderPage,
  BulkAcceptResult,
  BulkShipResult,
  CancelOrderBody,
  OrderDetail,
  ShipOrderBody,
} from '@mall/shared';
import { downloadFile, uploadFile } from '@/lib/files';
import { surfaceApi } from '@/config/surface';
import { listKeys, useListQuery, useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** The console's order calls, or the portal's (the caller's shop's orders only: list, detail, moves). */
const base = surfaceApi('order');

export const orderKeys = {
  ...listKeys<AdminOrderListBody, string>('orders'),
  carriers: ['orders', 'carriers'] as const,
};

export const useOrderList = (body: AdminOrderListBody) =>
  useListQuery<AdminOrderPage>(orderKeys.list(body), `${base}/list`, body);

export const useOrderDetail = (orderNo: string) =>
  useRecordQuery<OrderDetail>(orderKeys.detail(orderNo), `${base}/detail`, { orderNo });

export const useCarriers = () =>
  useQuery({
    queryKey: orderKeys.carriers,
    queryFn: () => http.post<string[]>(`${base}/carriers`, {}),
    staleTime: Infinity,
  });

export const acceptOrder = (orderNo: string) => http.post<OrderDetail>(`${base}/accept`, { orderNo });
export const shipOrder = (body: ShipOrderBody) => http.post<OrderDetail>(`${base}/ship`, body);
export const cancelOrder = (body: CancelOrderBody) => http.post<OrderDetail>(`${base}/cancel`, body);
export const confirmOfflinePayment = (orderNo: string, note = '') =>
  http.post<OrderDetail>('/api/admin/order/confirmOfflinePayment', { orderNo, note });

/** All or nothing: a refusal carries a BulkReport in RequestError.data. */
export const bulkAccept = (orderNos: string[]) =>
  http.post<BulkAcceptResult>('/api/admin/order/bulkAccept', { orderNos });
/** All or nothing: a bad row answers 400 with a BulkReport in RequestError.data. */
export const bulkShip = (file: File) => uploadFile<BulkShipResult>('/api/admin/order/bulkShip', file);
export const downloadShipTemplate = () =>
  downloadFile('GET', '/api/admin/order/shipTemplate', '批量发货模板.xlsx');
