import type { CompanyCreateBody, MyCompany } from '@mall/shared';
import { http } from '@/lib/request';

/** Creates my company; I become its 管理员 and it waits for the platform's review (POST /api/company/create). */
export const createCompany = (body: CompanyCreateBody) => http.post<MyCompany>('/api/company/create', body);
