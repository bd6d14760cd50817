import { useState } from 'react';
import { Form, Input, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { OPERATOR_ROLES, type OperatorAccount, type OperatorRole } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useListPage } from '@mall/client-kit';
import { RequiredTextItem } from '@/components/form-items';
import { keywordField, selectField } from '@/components/filter-fields';
import { ListToolbar } from '@/components/list-toolbar';
import { t } from '@/locales/zh-CN';
import {
  createOperator,
  operatorKeys,
  resetOperatorPassword,
  unlockOperator,
  updateOperator,
  useOperators,
} from '../api/operators';

type Editing =
  { mode: 'create' } | { mode: 'edit'; op: OperatorAccount } | { mode: 'password'; op: OperatorAccount };
type Values = { username?: string; name?: string; role?: OperatorRole; status?: number; password?: string };
const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: r }));

/**
 * Operator accounts (超级管理员 only): create, change name/role/status, reset a password, lift the login lock
 * that wrong passwords put on a username.
 */
export function OperatorList() {
  const { filterProps, tableProps } = useListPage<OperatorAccount>({
    keys: ['keyword', 'role'],
    useList: (values, page) =>
      useOperators({
        keyword: values.keyword,
        role: OPERATOR_ROLES.includes(values.role as OperatorRole)
          ? (values.role as OperatorRole)
          : undefined,
        ...page,
      }),
  });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const saved = (text: string) => () => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
  };
  const submit = (v: Values) => {
    if (!editing) return Promise.resolve();
    return editing.mode === 'create'
      ? createOperator({
          username: String(v.username),
          name: String(v.name),
          role: v.role as OperatorRole,
          password: String(v.password),
        }).then(saved(t.operators.created))
      : editing.mode === 'edit'
        ? updateOperator({
            id: editing.op.id,
            name: String(v.name),
            role: v.role as OperatorRole,
            status: Number(v.status) as 0 | 1,
          }).then(saved(t.common.saved))
        : resetOperatorPassword({ id: editing.op.id, password: String(v.password) }).then(
            saved(t.operators.resetDone),
          );
  };
  return (
    <>
      <ListToolbar
        filterProps={filterProps}
        fields={[
          keywordField(180, t.operators.keyword),
          selectField('role', t.operators.role, 130, roleOptions),
        ]}
        addLabel={t.operators.add}
        onAdd={() => setEditing({ mode: 'create' })}
      />
      <Table<OperatorAccount>
        rowKey="id"
        {...tableProps}
        columns={[
          { title: t.operators.username, dataIndex: 'username' },
          { title: t.operators.name, dataIndex: 'name' },
          { title: t.operators.role, dataIndex: 'role' },
          {
            title: t.operators.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
          {
            title: t.operators.loginFailures,
            dataIndex: 'loginFailures',
            render: (n: number) => (n > 0 ? <Tag color="warning">{t.operators.failures(n)}</Tag> : '—'),
          },
          { title: t.operators.lastLoginAt, dataIndex: 'lastLoginAt', render: formatTime },
          { title: t.operators.createdAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            render: (_, op) => (
              <Space>
                <a onClick={() => setEditing({ mode: 'edit', op })}>{t.common.edit}</a>
                <a onClick={() => setEditing({ mode: 'password', op })}>{t.operators.resetPassword}</a>
                {op.loginFailures > 0 && (
                  <Popconfirm
                    title={t.operators.unlockConfirm}
                    onConfirm={() => unlockOperator(op.id).then(saved(t.operators.unlocked))}
                  >
                    <a>{t.operators.unlock}</a>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        title={
          editing?.mode === 'create'
            ? t.operators.add
            : editing?.mode === 'edit'
              ? t.operators.edit
              : t.operators.resetPassword
        }
        // Its own id prefix: the filter form above has a 角色 field too (ids would clash, labels misfire).
        name="operator"
        initialValues={
          editing?.mode === 'edit'
            ? { name: editing.op.name, role: editing.op.role, status: editing.op.status }
            : { role: '运营' }
        }
        onSubmit={submit}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <>
            {editing.mode === 'create' && (
              <Form.Item
                name="username"
                label={t.operators.username}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            )}
            {editing.mode !== 'password' && (
              <>
                <RequiredTextItem name="name" label={t.operators.name} max={50} />
                <Form.Item name="role" label={t.operators.role} rules={[{ required: true }]}>
                  <Select options={roleOptions} />
                </Form.Item>
              </>
            )}
            {editing.mode === 'edit' && (
              <Form.Item name="status" label={t.operators.status}>
                <Radio.Group
                  options={[
                    { value: 1, label: t.operators.statusActive },
                    { value: 0, label: t.operators.statusDisabled },
                  ]}
                />
              </Form.Item>
            )}
            {editing.mode !== 'edit' && (
              <Form.Item
                name="password"
                label={editing.mode === 'create' ? t.operators.password : t.operators.newPassword}
                extra={t.operators.passwordHelp}
                rules={[{ required: true, min: 8, max: 20 }]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            )}
          </>
        )}
      </FormModal>
    </>
  );
}
