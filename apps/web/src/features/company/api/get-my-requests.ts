import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PurchaseRequestSummary, RequestListBody } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** 我的申请: purchase requests I submitted (POST /api/company/requests/mine). */
const getMyRequests = (body: RequestListBody) =>
  http.post<Page<PurchaseRequestSummary>>('/api/company/requests/mine', body);

const myRequestsQueryOptions = (body: RequestListBody) =>
  queryOptions({
    queryKey: companyKeys.mine(body),
    queryFn: () => getMyRequests(body),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMyRequests = (body: RequestListBody, enabled = true) =>
  useQuery({ ...myRequestsQueryOptions(body), enabled });
