import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Budget } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** Budgets with what is spent this period (GET /api/company/budgets; 管理员/财务 all, others their own). */
const getBudgets = () => http.get<Budget[]>('/api/company/budgets');

const budgetsQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.budgets, queryFn: getBudgets, staleTime: 0 });

export const useBudgets = () => useQuery(budgetsQueryOptions());
