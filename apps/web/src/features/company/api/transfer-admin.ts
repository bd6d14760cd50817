import type { MyCompany } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: hands the 管理员 role to another member (POST /api/company/members/transfer-admin). */
export const transferAdmin = (userId: number) =>
  http.post<MyCompany>('/api/company/members/transfer-admin', { userId });
