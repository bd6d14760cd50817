import type { Page, PurchaseRequestSummary, RequestListBody } from '@mall/shared';
import { useDocumentList } from '@/lib/list-query';
import { companyKeys } from './company-keys';

/** 我的申请: purchase requests I submitted (POST /api/company/requests/mine). */
export const useMyRequests = (body: RequestListBody, enabled = true) =>
  useDocumentList<Page<PurchaseRequestSummary>>(
    companyKeys.mine(body),
    '/api/company/requests/mine',
    body,
    enabled,
  );
