import type { AuditListBody, AuditRecordPage } from '@mall/shared';
import { useListQuery } from '@/lib/list-query';

export const useAuditLog = (body: AuditListBody) =>
  useListQuery<AuditRecordPage>(['audit', 'list', body], '/api/admin/audit/list', body);
