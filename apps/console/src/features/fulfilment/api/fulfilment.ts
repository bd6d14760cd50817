import type { AdminMatchListQuery, CreateShipmentBody, MatchPage, OrderShipments } from '@mall/shared';
import { surfaceApi } from '@/config/surface';
import { listKeys, useListQuery, useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** The console's shipment calls (自营 orders to ship, every order to read), or the portal's (the shop's own). */
const shipmentBase = surfaceApi('fulfilment/shipment');

export const shipmentKeys = listKeys<never, string>('shipments');
const matchKeys = listKeys<AdminMatchListQuery>('match');

/** The order's shipments with their lines, tracking and receipts, and its shipping state (部分发货). */
export const useOrderShipments = (orderNo: string) =>
  useRecordQuery<OrderShipments>(shipmentKeys.detail(orderNo), `${shipmentBase}/list`, { orderNo });

/** Ships some of the order's lines as one shipment (a refusal toasts the server's message). */
export const createShipment = (body: CreateShipmentBody) =>
  http.post<OrderShipments>(`${shipmentBase}/create`, body);

/** The console's 三单匹配 board across companies (finance area). */
export const useMatchList = (body: AdminMatchListQuery) =>
  useListQuery<MatchPage>(matchKeys.list(body), '/api/admin/fulfilment/match/list', body);
