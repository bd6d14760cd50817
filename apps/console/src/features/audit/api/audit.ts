import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListBody, AuditRecordPage } from '@mall/shared';
import { http } from '@/lib/request';

export const useAuditLog = (body: AuditListBody) =>
  useQuery({
    queryKey: ['audit', 'list', body],
    queryFn: () => http.post<AuditRecordPage>('/api/admin/audit/list', body),
    placeholderData: keepPreviousData,
  });
