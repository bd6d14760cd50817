import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  OperatorAccount,
  OperatorAccountPage,
  OperatorCreateBody,
  OperatorListBody,
  OperatorResetPasswordBody,
  OperatorUpdateBody,
} from '@mall/shared';
import { http } from '@/lib/request';

export const operatorKeys = {
  all: ['operators'] as const,
  list: (b: OperatorListBody) => ['operators', 'list', b] as const,
};
export const useOperators = (body: OperatorListBody) =>
  useQuery({
    queryKey: operatorKeys.list(body),
    queryFn: () => http.post<OperatorAccountPage>('/api/admin/operator/list', body),
    placeholderData: keepPreviousData,
  });
export const createOperator = (body: OperatorCreateBody) =>
  http.post<OperatorAccount>('/api/admin/operator/create', body);
export const updateOperator = (body: OperatorUpdateBody) =>
  http.post<OperatorAccount>('/api/admin/operator/update', body);
export const resetOperatorPassword = (body: OperatorResetPasswordBody) =>
  http.post<null>('/api/admin/operator/resetPassword', body);
/** Lifts the login locks and delays that wrong passwords put on an operator's username. */
export const unlockOperator = (id: number) => http.post<null>('/api/admin/operator/unlock', { id });
