import { FormModal } from '@mall/client-kit';
import { Alert, Form, Input, Select } from 'antd';
import {
  COMPANY_ROLES,
  memberInviteBody,
  subAccountBody,
  type CompanyMember,
  type Department,
  type MemberInviteBody,
  type SubAccountBody,
} from '@mall/shared';
import { companyCopy } from '@/locales/zh-CN-company';
import { departmentOptions } from '../lib/departments';
import { schemaRule } from '../lib/form-rules';

const c = companyCopy.company.members;
const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({
  value: role,
  label: companyCopy.company.roles[role] ?? role,
}));

type ModalProps<V> = {
  open: boolean;
  departments: Department[];
  onClose: () => void;
  onSubmit: (v: V) => Promise<unknown>;
};

function RolesAndDepartment({ departments }: { departments: Department[] }) {
  return (
    <>
      <Form.Item name="roles" label={c.roles} required rules={[schemaRule(memberInviteBody.shape.roles)]}>
        <Select
          mode="multiple"
          options={ROLE_OPTIONS}
          placeholder={c.rolesPlaceholder}
          aria-label={c.roles}
        />
      </Form.Item>
      <Form.Item name="departmentId" label={c.department}>
        <Select
          allowClear
          options={departmentOptions(departments)}
          placeholder={c.departmentPlaceholder}
          aria-label={c.department}
        />
      </Form.Item>
    </>
  );
}

/** The server takes null for 不分配部门; a cleared Select gives undefined. */
const withDepartment = <V extends object>(values: V): V => ({
  ...values,
  departmentId: (values as { departmentId?: number | null }).departmentId ?? null,
});

/** 邀请成员: mobile, roles, department; the code goes out by SMS. */
export function InviteModal({ open, departments, onClose, onSubmit }: ModalProps<MemberInviteBody>) {
  return (
    <FormModal<MemberInviteBody>
      open={open}
      title={c.invite}
      okText={c.invite}
      name="company-invite"
      intro={<Alert type="info" showIcon className="mall-company-alert" title={c.inviteIntro} />}
      initialValues={{ roles: ['采购员'] }}
      onClose={onClose}
      onSubmit={(values) => onSubmit(withDepartment(values))}
    >
      <Form.Item name="mobile" label={c.mobile} required rules={[schemaRule(memberInviteBody.shape.mobile)]}>
        <Input maxLength={11} placeholder={c.mobilePlaceholder} />
      </Form.Item>
      <RolesAndDepartment departments={departments} />
    </FormModal>
  );
}

/** 创建子账号: username, initial password, name, mobile, roles, department. */
export function SubAccountModal({ open, departments, onClose, onSubmit }: ModalProps<SubAccountBody>) {
  const s = subAccountBody.shape;
  return (
    <FormModal<SubAccountBody>
      open={open}
      title={c.subAccount}
      name="company-sub-account"
      initialValues={{ roles: ['采购员'] }}
      onClose={onClose}
      onSubmit={(values) => onSubmit(withDepartment(values))}
    >
      <Form.Item name="username" label={c.username} required rules={[schemaRule(s.username)]}>
        <Input maxLength={20} placeholder={c.usernamePlaceholder} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={c.password}
        required
        extra={c.passwordHint}
        rules={[schemaRule(s.password)]}
      >
        <Input.Password maxLength={20} placeholder={c.passwordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="name" label={c.name} required rules={[schemaRule(s.name)]}>
        <Input maxLength={20} placeholder={c.namePlaceholder} />
      </Form.Item>
      <Form.Item name="mobile" label={c.mobile} required rules={[schemaRule(s.mobile)]}>
        <Input maxLength={11} placeholder={c.subMobilePlaceholder} />
      </Form.Item>
      <RolesAndDepartment departments={departments} />
    </FormModal>
  );
}

export type MemberEdit = { roles: string[]; departmentId: number | null };

/** 编辑: a member's roles and department. */
export function EditMemberModal({
  member,
  departments,
  onClose,
  onSubmit,
}: Omit<ModalProps<MemberEdit>, 'open'> & { member: CompanyMember | null }) {
  return (
    <FormModal<MemberEdit>
      open={member !== null}
      title={c.editTitle(member?.name || member?.username || '')}
      name="company-member-edit"
      initialValues={member ? { roles: member.roles, departmentId: member.departmentId } : undefined}
      onClose={onClose}
      onSubmit={(values) => onSubmit(withDepartment(values))}
    >
      <RolesAndDepartment departments={departments} />
    </FormModal>
  );
}
