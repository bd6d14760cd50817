import { Tag } from 'antd';
import { companyCopy } from '@/locales/zh-CN-company';

const ROLE_COLOR: Record<string, string> = { 管理员: 'red', 采购员: 'blue', 审批人: 'purple', 财务: 'gold' };

/** A member's roles as coloured tags (管理员 first, as the contract lists them). */
export function RoleTags({ roles }: { roles: string[] }) {
  return (
    <span className="mall-company-roles">
      {roles.map((role) => (
        <Tag key={role} color={ROLE_COLOR[role] ?? 'default'}>
          {companyCopy.company.roles[role] ?? role}
        </Tag>
      ))}
    </span>
  );
}
