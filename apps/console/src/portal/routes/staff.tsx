import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MERCHANT_ROLES, type MerchantRole, type MerchantStaff } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { PageCard } from '@/components/page-card';
import { StatusTag } from '@/components/status-tag';
import { QueryTable } from '@/components/unpaged-tables';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { portalKeys, saveStaff, setStaffEnabled, useStaff } from '../api';

type Values = { username: string; name: string; mobile: string; role: MerchantRole; password?: string };

/** 员工账号 (店铺管理员): create, edit (role, password reset), enable or disable. */
export default function PortalStaffRoute() {
  const list = useStaff();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<MerchantStaff | 'new' | null>(null);
  const s = t.portal.staff;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: portalKeys.staff });
  const open = (row: MerchantStaff | 'new') => {
    form.resetFields();
    if (row !== 'new')
      form.setFieldsValue({ username: row.username, name: row.name, mobile: row.mobile, role: row.role });
    setEditing(row);
  };
  return (
    <PageCard
      title={t.portal.menu.staff}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {s.add}
        </Button>
      }
    >
      <QueryTable<MerchantStaff>
        query={list}
        rowKey="id"
        columns={[
          { title: s.username, dataIndex: 'username' },
          { title: s.name, dataIndex: 'name' },
          { title: s.mobile, dataIndex: 'mobile' },
          { title: s.role, dataIndex: 'role' },
          { title: s.enabled, render: (_, r) => <StatusTag label={r.enabled ? s.on : s.off} /> },
          {
            title: s.lastLogin,
            dataIndex: 'lastLoginAt',
            render: (v: string | null) => (v ? formatTime(v) : '-'),
          },
          {
            title: t.common.actions,
            render: (_, r) => (
              <Space size="small">
                <Button type="link" size="small" onClick={() => open(r)}>
                  {t.common.edit}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger={r.enabled}
                  onClick={() => void setStaffEnabled(r.id, !r.enabled).then(refresh, () => undefined)}
                >
                  {r.enabled ? s.disable : s.enable}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing === 'new' ? s.add : s.edit}
        form={form}
        onClose={() => setEditing(null)}
        onSubmit={(v) =>
          saveStaff({
            ...v,
            id: editing && editing !== 'new' ? editing.id : undefined,
            password: v.password || undefined,
          }).then(() => {
            toast.success(s.saved);
            setEditing(null);
            refresh();
          })
        }
      >
        <Form.Item
          name="username"
          label={s.username}
          rules={[{ required: true, pattern: /^[A-Za-z0-9_]{4,32}$/ }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="name" label={s.name} rules={[{ required: true }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="mobile" label={s.mobile} rules={[{ required: true, pattern: /^1\d{10}$/ }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="role" label={s.role} rules={[{ required: true }]}>
          <Select options={MERCHANT_ROLES.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item
          name="password"
          label={editing === 'new' ? s.password : s.passwordEdit}
          rules={editing === 'new' ? [{ required: true, min: 8 }] : []}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </FormModal>
    </PageCard>
  );
}
