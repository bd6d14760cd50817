import type {
  OperatorAccount,
  OperatorAccountPage,
  OperatorCreateBody,
  OperatorListBody,
  OperatorResetPasswordBody,
  OperatorUpdateBody,
} from '@mall/shared';
import { listKeys, useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export const operatorKeys = listKeys<OperatorListBody>('operators');
export const useOperators = (body: OperatorListBody) =>
  useListQuery<OperatorAccountPage>(operatorKeys.list(body), '/api/admin/operator/list', body);
export const createOperator = (body: OperatorCreateBody) =>
  http.post<OperatorAccount>('/api/admin/operator/create', body);
export const updateOperator = (body: OperatorUpdateBody) =>
  http.post<OperatorAccount>('/api/admin/operator/update', body);
export const resetOperatorPassword = (body: OperatorResetPasswordBody) =>
  http.post<null>('/api/admin/operator/resetPassword', body);
/** Lifts the login locks and delays that wrong passwords put on an operator's username. */
export const unlockOperator = (id: number) => http.post<null>('/api/admin/operator/unlock', { id });
