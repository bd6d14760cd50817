import type { CompanyMember } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: 停用 (signs the member out at once) or 启用 (POST /api/company/members/status). */
export const setMemberStatus = (body: { userId: number; enabled: boolean }) =>
  http.post<CompanyMember>('/api/company/members/status', body);
