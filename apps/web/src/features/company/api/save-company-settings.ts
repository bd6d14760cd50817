import type { MyCompany } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: whether every order needs a 采购单号 (POST /api/company/settings). */
export const saveCompanySettings = (body: { poRequired: boolean }) =>
  http.post<MyCompany>('/api/company/settings', body);
