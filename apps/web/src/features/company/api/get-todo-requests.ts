import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PurchaseRequestSummary, RequestListBody } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** 待我审批: purchase requests that wait for (or had) my decision (POST /api/company/requests/todo). */
const getTodoRequests = (body: RequestListBody) =>
  http.post<Page<PurchaseRequestSummary>>('/api/company/requests/todo', body);

const todoRequestsQueryOptions = (body: RequestListBody) =>
  queryOptions({
    queryKey: companyKeys.todo(body),
    queryFn: () => getTodoRequests(body),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useTodoRequests = (body: RequestListBody, enabled = true) =>
  useQuery({ ...todoRequestsQueryOptions(body), enabled });
