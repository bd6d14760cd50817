import type { MyCompany } from '@mall/shared';
import { http } from '@/lib/request';

/** Joins the company that invited my mobile, with the 6-digit code (POST /api/company/join). */
export const joinCompany = (code: string) => http.post<MyCompany>('/api/company/join', { code });
