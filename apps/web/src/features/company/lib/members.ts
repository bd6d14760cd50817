import type { CompanyMember } from '@mall/shared';

/** A member as a Select option: 姓名（用户名）, or the user name alone. */
export const memberOption = (m: Pick<CompanyMember, 'userId' | 'name' | 'username'>) => ({
  value: m.userId,
  label: m.name ? `${m.name}（${m.username}）` : m.username,
});
