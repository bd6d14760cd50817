import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  StockAlertItem,
  StockAlertListBody,
  StockAlertPage,
  StockAlertStates,
  StockAlertSubscribeBody,
} from '@mall/shared';
import { listKeys } from '@mall/client-kit';
import { http } from '@/lib/request';

/** 到货提醒 calls; every one is the signed-in buyer's own. */
export const stockAlertKeys = {
  ...listKeys<StockAlertListBody>('stock-alert'),
  states: (skuIds: number[], areaCode: string) => ['stock-alert', 'states', skuIds, areaCode] as const,
};

/** 到货通知: subscribes (again for the same SKU and area: the same alert). */
export const subscribeStockAlert = (body: StockAlertSubscribeBody) =>
  http.post<StockAlertItem>('/api/stock-alert/subscribe', body);

export const cancelStockAlert = (id: number) => http.post<StockAlertItem>('/api/stock-alert/cancel', { id });

const stockAlertListQueryOptions = (body: StockAlertListBody) =>
  queryOptions({
    queryKey: stockAlertKeys.list(body),
    queryFn: () => http.post<StockAlertPage>('/api/stock-alert/list', body),
    placeholderData: keepPreviousData,
  });
export const useStockAlertList = (body: StockAlertListBody) => useQuery(stockAlertListQueryOptions(body));

/** Which of these SKUs the signed-in buyer waits for in the area (nothing is asked for a visitor). */
export const useWaitingSkus = (skuIds: number[], areaCode: string, signedIn: boolean) =>
  useQuery({
    queryKey: stockAlertKeys.states(skuIds, areaCode),
    queryFn: async () =>
      (await http.post<StockAlertStates>('/api/stock-alert/states', { skuIds, areaCode }, { silent: true }))
        .waiting,
    enabled: signedIn && skuIds.length > 0,
  });
