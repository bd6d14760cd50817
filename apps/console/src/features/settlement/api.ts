import { useQuery } from '@tanstack/react-query';
import type { Settlement, SettlementDetail, SettlementListBody } from '@mall/shared';
import { surfaceApi } from '@/config/surface';
import { downloadFile } from '@/lib/files';
import { listKeys, useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** Statements: the portal's calls answer for the caller's shop, the console's for every shop. */
const base = surfaceApi('settlement');
export const settleKeys = listKeys<SettlementListBody>('settlement');
type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

export const useSettlements = (body: SettlementListBody) =>
  useQuery({
    queryKey: settleKeys.list(body),
    queryFn: () => http.post<Page<Settlement>>(`${base}/list`, body),
  });
export const useSettlement = (id: number) =>
  useRecordQuery<SettlementDetail>(settleKeys.detail(id), `${base}/detail`, { id }, id > 0);
export const confirmSettlement = (id: number) => http.post<Settlement>(`${base}/confirm`, { id });
export const paySettlement = (id: number, payRef: string) =>
  http.post<Settlement>(`${base}/pay`, { id, payRef });
export const generateSettlements = (period: string) =>
  http.post<{ generated: number }>(`${base}/generate`, { period });
export const exportSettlement = (s: { id: number; statementNo: string }) =>
  downloadFile('GET', `${base}/export?id=${s.id}`, `结算单-${s.statementNo}.xlsx`);
