import type { CompanyInvitation, MemberInviteBody } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: sends an invitation code by SMS to a mobile (POST /api/company/members/invite). */
export const inviteMember = (body: MemberInviteBody) =>
  http.post<CompanyInvitation>('/api/company/members/invite', body);
