import type { Budget, BudgetBody } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员/财务: adds (no id) or edits a budget (POST /api/company/budgets/save). */
export const saveBudget = (body: BudgetBody) => http.post<Budget>('/api/company/budgets/save', body);
