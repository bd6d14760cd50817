import type { CompanyMember, SubAccountBody } from '@mall/shared';
import { http } from '@/lib/request';

/** 管理员: a new account that belongs to the company; it changes its password at first login. */
export const createSubAccount = (body: SubAccountBody) =>
  http.post<CompanyMember>('/api/company/members/sub-account', body);
