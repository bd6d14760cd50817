import type { Page, PurchaseRequestSummary, RequestListBody } from '@mall/shared';
import { useDocumentList } from '@/lib/list-query';
import { companyKeys } from './company-keys';

/**
 * 我的申请 (mine: purchase requests I submitted, POST /api/company/requests/mine) or 待我审批 (todo: those that wait
 * for, or had, my decision, POST /api/company/requests/todo).
 */
export const useRequests = (mode: 'mine' | 'todo', body: RequestListBody) =>
  useDocumentList<Page<PurchaseRequestSummary>>(
    companyKeys[mode](body),
    `/api/company/requests/${mode}`,
    body,
  );
