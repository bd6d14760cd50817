import { useQuery } from '@tanstack/react-query';
import type { OfflineAccount, PayStart, PayStatusView, RemittanceBody } from '@mall/shared';
import { http } from '@/lib/request';

/** Starts an online payment: the sandbox gateway's cashier page (QR code) for the order. */
export const createPay = (orderNo: string) => http.post<PayStart>('/api/pay/create', { orderNo });

/** Polled while the cashier is open. */
export const getPayStatus = (orderNo: string) =>
  http.post<PayStatusView>('/api/pay/getPayStatus', { orderNo }, { silent: true });

/** Where to transfer for 线下/对公转账. */
export const useOfflineAccount = (enabled: boolean) =>
  useQuery({
    queryKey: ['pay', 'offline-account'],
    queryFn: () => http.get<OfflineAccount>('/api/pay/offline/account'),
    staleTime: 300_000,
    enabled,
  });

export const submitRemittance = (body: RemittanceBody) =>
  http.post<PayStatusView>('/api/pay/offline/submitRemittance', body);
