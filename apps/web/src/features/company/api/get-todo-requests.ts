import type { Page, PurchaseRequestSummary, RequestListBody } from '@mall/shared';
import { useDocumentList } from '@/lib/list-query';
import { companyKeys } from './company-keys';

/** 待我审批: purchase requests that wait for (or had) my decision (POST /api/company/requests/todo). */
export const useTodoRequests = (body: RequestListBody, enabled = true) =>
  useDocumentList<Page<PurchaseRequestSummary>>(
    companyKeys.todo(body),
    '/api/company/requests/todo',
    body,
    enabled,
  );
