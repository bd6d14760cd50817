import { http } from '@/lib/request';

/** 管理员/财务: removes a budget (POST /api/company/budgets/delete). */
export const deleteBudget = (id: number) => http.post<null>('/api/company/budgets/delete', { id });
