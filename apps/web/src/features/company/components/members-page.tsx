import { useAction, useUrlState } from '@mall/client-kit';
import { useState } from 'react';
import { Badge, Button, Modal, Popconfirm, Space, Tabs, Tag } from 'antd';
import { CentrePanel } from '@/components/centre-panel';
import { CentreTable } from '@/components/centre-table';
import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { CompanyInvitation, CompanyMember, MyCompany } from '@mall/shared';
import { toast } from '@/lib/toast';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { useUserStore } from '@/lib/user-store';
import { companyCopy } from '@/locales/zh-CN-company';
import { companyKeys } from '../api/company-keys';
import { createSubAccount } from '../api/create-sub-account';
import { useDepartments } from '../api/get-departments';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '../api/get-members';
import { inviteMember } from '../api/invite-member';
import { setMemberStatus } from '../api/set-member-status';
import { transferAdmin } from '../api/transfer-admin';
import { updateMember } from '../api/update-member';
import { dateTime } from '../lib/format';
import { DepartmentsPanel } from './departments-panel';
import { EditMemberModal, InviteModal, SubAccountModal } from './member-modals';
import { RoleTags } from './role-tags';
import '../company.css';

const c = companyCopy.company.members;
const common = companyCopy.company.common;
const TABS = ['members', 'invitations', 'departments'] as const;
type Tab = (typeof TABS)[number];
const INVITE_COLOR: Record<string, string> = { 待接受: 'processing', 已加入: 'success', 已过期: 'default' };

/** /company/members (管理员): members, invitations and departments; the tab is kept in the URL. */
export function MembersPage({ company }: { company: MyCompany }) {
  const url = useUrlState(['tab']);
  const tab: Tab = (TABS as readonly string[]).includes(url.values.tab ?? '')
    ? (url.values.tab as Tab)
    : 'members';
  const queryClient = useQueryClient();
  const me = useUserStore((s) => s.user?.id);
  const members = useMembers();
  const invitations = useInvitations();
  const departments = useDepartments();
  const [dialog, setDialog] = useState<'invite' | 'sub' | null>(null);
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.all });
  const departmentList = departments.data ?? [];

  const statusChange = useRefreshingAction(
    (change: { member: CompanyMember; enabled: boolean }) =>
      setMemberStatus({ userId: change.member.userId, enabled: change.enabled }),
    (_, { enabled }) => (enabled ? c.enabledDone : c.disabledDone),
    refresh,
  );
  const changeStatus = (member: CompanyMember, enabled: boolean) => statusChange.run({ member, enabled });
  const transferring = useAction((member: CompanyMember) => transferAdmin(member.userId), {
    onSuccess: async (next, member) => {
      toast.success(c.transferred(member.name || member.username));
      queryClient.setQueryData(companyKeys.current, next);
      await refresh();
    },
  });
  const transfer = (member: CompanyMember) => {
    const name = member.name || member.username;
    Modal.confirm({
      title: c.transferTitle,
      content: c.transferConfirm(name),
      okText: c.transfer,
      okButtonProps: { danger: true },
      cancelText: common.cancel,
      onOk: () => transferring.run(member),
    });
  };

  const toolbar = (
    <div className="mall-centre-toolbar">
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog('invite')}>
        {c.invite}
      </Button>
      <Button icon={<PlusOutlined />} onClick={() => setDialog('sub')}>
        {c.subAccount}
      </Button>
    </div>
  );
  const memberTable = (
    <>
      {toolbar}
      <CentreTable<CompanyMember>
        rowKey="userId"
        loading={members.isPending}
        rows={members.data}
        none={c.noMembers}
        columns={[
          {
            title: c.colName,
            render: (_, m) => (
              <div className="mall-company-member">
                <div>
                  <strong>{m.name || m.username}</strong>
                  {m.userId === me && <Tag className="me">{c.me}</Tag>}
                  {m.subAccount && <Tag color="cyan">{c.subAccountTag}</Tag>}
                  {m.mustChangePassword && <Tag color="orange">{c.mustChangeTag}</Tag>}
                </div>
                <div className="muted">{m.username}</div>
              </div>
            ),
          },
          { title: c.colMobile, dataIndex: 'mobile', width: 120 },
          {
            title: c.colEmail,
            dataIndex: 'email',
            width: 180,
            render: (email: string) => email || <span className="muted">{common.none}</span>,
          },
          { title: c.colRoles, dataIndex: 'roles', render: (roles: string[]) => <RoleTags roles={roles} /> },
          {
            title: c.colDepartment,
            dataIndex: 'departmentName',
            width: 120,
            render: (name: string) => name || <span className="muted">{common.none}</span>,
          },
          {
            title: c.colStatus,
            dataIndex: 'status',
            width: 80,
            render: (status: number) =>
              status === 1 ? (
                <Badge status="success" text={c.active} />
              ) : (
                <Badge status="default" text={c.disabled} />
              ),
          },
          { title: c.colJoinedAt, dataIndex: 'joinedAt', width: 140, render: (at: string) => dateTime(at) },
          {
            title: common.actions,
            width: 190,
            render: (_, m) => {
              const self = m.userId === me;
              const name = m.name || m.username;
              return (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setEditing(m)}>
                    {common.edit}
                  </Button>
                  {!self && (
                    <Popconfirm
                      title={m.status === 1 ? c.disableConfirm(name) : c.enableConfirm(name)}
                      okText={m.status === 1 ? c.disable : c.enable}
                      cancelText={common.cancel}
                      okButtonProps={m.status === 1 ? { danger: true } : undefined}
                      onConfirm={() => changeStatus(m, m.status !== 1)}
                    >
                      <Button type="link" size="small" danger={m.status === 1}>
                        {m.status === 1 ? c.disable : c.enable}
                      </Button>
                    </Popconfirm>
                  )}
                  {!self && m.status === 1 && (
                    <Button type="link" size="small" onClick={() => transfer(m)}>
                      {c.transfer}
                    </Button>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
    </>
  );

  const invitationTable = (
    <>
      {toolbar}
      <CentreTable<CompanyInvitation>
        rowKey="id"
        loading={invitations.isPending}
        rows={invitations.data}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: common.total }}
        none={c.noInvitations}
        columns={[
          { title: c.colInviteMobile, dataIndex: 'mobile', width: 130 },
          { title: c.colRoles, dataIndex: 'roles', render: (roles: string[]) => <RoleTags roles={roles} /> },
          {
            title: c.colDepartment,
            dataIndex: 'departmentName',
            render: (name: string) => name || <span className="muted">{common.none}</span>,
          },
          {
            title: c.colInviteState,
            dataIndex: 'state',
            width: 90,
            render: (state: string) => <Tag color={INVITE_COLOR[state] ?? 'default'}>{state}</Tag>,
          },
          { title: c.colCreatedAt, dataIndex: 'createdAt', width: 140, render: (at: string) => dateTime(at) },
          { title: c.colExpiresAt, dataIndex: 'expiresAt', width: 140, render: (at: string) => dateTime(at) },
        ]}
      />
    </>
  );

  return (
    <CentrePanel headingId="company-members-title" title={c.title} extra={company.name}>
      <Tabs
        activeKey={tab}
        onChange={(key) => url.set({ tab: key === 'members' ? undefined : key })}
        items={[
          { key: 'members', label: `${c.tabMembers}（${members.data?.length ?? 0}）`, children: memberTable },
          { key: 'invitations', label: c.tabInvitations, children: invitationTable },
          {
            key: 'departments',
            label: c.tabDepartments,
            children: (
              <DepartmentsPanel
                departments={departmentList}
                members={members.data ?? []}
                loading={departments.isPending}
              />
            ),
          },
        ]}
      />
      <InviteModal
        open={dialog === 'invite'}
        departments={departmentList}
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await inviteMember(body);
          toast.success(c.invited(body.mobile));
          await refresh();
          url.set({ tab: 'invitations' });
        }}
      />
      <SubAccountModal
        open={dialog === 'sub'}
        departments={departmentList}
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await createSubAccount(body);
          toast.success(c.subCreated(body.username));
          await refresh();
        }}
      />
      <EditMemberModal
        member={editing}
        departments={departmentList}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (!editing) return;
          await updateMember({ userId: editing.userId, ...values });
          toast.success(c.updated);
          await refresh();
        }}
      />
    </CentrePanel>
  );
}
