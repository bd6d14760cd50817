import { useQuery } from '@tanstack/react-query';
import type { AfsApplyBody, AfsApplyInfo, AfsDetail, AfsPage } from '@mall/shared';
import { useDocumentList } from '@/lib/list-query';
import { http } from '@/lib/request';

export const afsKeys = {
  all: ['afs'] as const,
  list: (status: number | undefined, pageNum: number) => ['afs', 'list', status ?? 0, pageNum] as const,
  detail: (afsNo: string) => ['afs', 'detail', afsNo] as const,
  applyInfo: (orderNo: string) => ['afs', 'applyInfo', orderNo] as const,
};

export const useAfsList = (status: number | undefined, pageNum: number) =>
  useDocumentList<AfsPage>(afsKeys.list(status, pageNum), '/api/afs/list', { status, pageNum, pageSize: 10 });
export const useAfsDetail = (afsNo: string | null) =>
  useQuery({
    queryKey: afsKeys.detail(afsNo ?? ''),
    queryFn: () => http.post<AfsDetail>('/api/afs/detail', { afsNo }),
    enabled: !!afsNo,
    staleTime: 0,
  });
export const useAfsApplyInfo = (orderNo: string) =>
  useQuery({
    queryKey: afsKeys.applyInfo(orderNo),
    queryFn: () => http.post<AfsApplyInfo>('/api/afs/applyInfo', { orderNo }),
    staleTime: 0,
    retry: false,
  });
export const applyAfs = (body: AfsApplyBody) => http.post<AfsDetail>('/api/afs/apply', body);
export const cancelAfs = (afsNo: string) => http.post<AfsDetail>('/api/afs/cancel', { afsNo });
export const shipAfsReturn = (afsNo: string, carrier: string, trackingNo: string) =>
  http.post<AfsDetail>('/api/afs/shipReturn', { afsNo, carrier, trackingNo });
