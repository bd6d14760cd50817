import type { CompanyCreateBody, MyCompany } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: corrects the company's details; a rejected company goes back to 待审核 (POST /api/company/update). */
export const updateCompany = (body: CompanyCreateBody) => http.post<MyCompany>('/api/company/update', body);
