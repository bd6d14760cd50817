import type { AdminAfsListBody, AdminAfsPage, AfsDetail, AfsRefundBody, AfsShipBody } from '@mall/shared';
import { surfaceApi } from '@/config/surface';
import { listKeys, useListQuery, useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** The operators' calls, or the portal's for the caller's shop (same shapes; the portal has no refund). */
const base = surfaceApi('afs');

export const afsKeys = listKeys<AdminAfsListBody, string>('afs');

export const useAfsList = (body: AdminAfsListBody) =>
  useListQuery<AdminAfsPage>(afsKeys.list(body), `${base}/list`, body);
export const useAfsDetail = (afsNo: string) =>
  useRecordQuery<AfsDetail>(afsKeys.detail(afsNo), `${base}/detail`, { afsNo });

export const approveAfs = (afsNo: string) => http.post<AfsDetail>(`${base}/approve`, { afsNo, note: '' });
export const rejectAfs = (afsNo: string, reason: string) =>
  http.post<AfsDetail>(`${base}/reject`, { afsNo, reason });
export const confirmAfsReturn = (afsNo: string) =>
  http.post<AfsDetail>(`${base}/confirmReturn`, { afsNo, note: '' });
export const refundAfs = (body: AfsRefundBody) => http.post<AfsDetail>('/api/admin/afs/refund', body);
export const shipAfsExchange = (body: AfsShipBody) => http.post<AfsDetail>(`${base}/shipExchange`, body);
