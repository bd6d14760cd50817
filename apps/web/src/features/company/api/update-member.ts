import type { CompanyMember } from '@mall/shared';
import { http } from '@/lib/request';

export type MemberUpdate = { userId: number; roles: string[]; departmentId: number | null };

/** 管理员: a member's roles and department (POST /api/company/members/update). */
export const updateMember = (body: MemberUpdate) =>
  http.post<CompanyMember>('/api/company/members/update', body);
