import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Tag,
  Typography,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  OPEN_MERCHANT_SCOPES,
  OPEN_SCOPE_LABELS,
  type OpenApp,
  type OpenAppWithSecret,
  type OpenScope,
  type OpenShopAppInput,
} from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { PageCard } from '@/components/page-card';
import { StatusTag } from '@/components/status-tag';
import { QueryTable } from '@/components/unpaged-tables';
import { env } from '@/config/env';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  createShopApp,
  deleteShopApp,
  openAppsKey,
  rotateShopApp,
  updateShopApp,
  useShopApps,
} from '../open-apps-api';

const c = t.portal.openApps;
/** The form's values: the allow-list is typed one address or range a line. */
type Values = Omit<OpenShopAppInput, 'ipAllowList'> & { ips?: string };

const toInput = ({ ips, ...v }: Values): OpenShopAppInput => ({
  ...v,
  ipAllowList: (ips ?? '')
    .split(/[\s,，]+/)
    .map((ip) => ip.trim())
    .filter(Boolean),
});

/**
 * 开放接口 (店铺管理员): the shop's apps for its ERP, which call /open/v1/merchant with a token from
 * POST /oauth2/token. Create (the secret shown once), change, rotate the secret, delete.
 */
export default function PortalOpenAppsRoute() {
  const list = useShopApps();
  const queryClient = useQueryClient();
  // undefined: the form is closed; 'new': a new app; an app: changing it.
  const [editing, setEditing] = useState<OpenApp | 'new'>();
  const [rotating, setRotating] = useState<OpenApp>();
  const [shown, setShown] = useState<OpenAppWithSecret>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: openAppsKey });

  const save = async (values: Values) => {
    if (editing && editing !== 'new') {
      await updateShopApp(editing.id, toInput(values));
      toast.success(c.saved);
    } else setShown(await createShopApp(toInput(values)));
    await refresh();
  };
  const rotate = async ({ graceHours }: { graceHours: number }) => {
    if (rotating) setShown(await rotateShopApp(rotating.id, graceHours));
    await refresh();
  };
  const remove = async (app: OpenApp) => {
    await deleteShopApp(app.id);
    toast.success(c.removed);
    await refresh();
  };

  return (
    <PageCard
      title={t.portal.menu.openApps}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {c.add}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {c.intro}{' '}
        <a href={`${env.apiBase}/open/docs`} target="_blank" rel="noreferrer">
          {c.docs}
        </a>
      </Typography.Paragraph>
      <QueryTable<OpenApp>
        query={list}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={[
          { title: c.name, dataIndex: 'name' },
          {
            title: c.clientId,
            dataIndex: 'clientId',
            render: (v: string) => (
              <Typography.Text code copyable>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: c.scopes,
            dataIndex: 'scopes',
            render: (scopes: string[]) =>
              scopes.map((s) => <Tag key={s}>{OPEN_SCOPE_LABELS[s as OpenScope] ?? s}</Tag>),
          },
          { title: c.mode, dataIndex: 'mode', render: (v: OpenApp['mode']) => c[v] },
          {
            title: c.ipAllowList,
            dataIndex: 'ipAllowList',
            render: (ips: string[]) => (ips.length ? ips.join('、') : c.anyIp),
          },
          { title: c.status, render: (_, r) => <StatusTag label={c[r.status]} /> },
          { title: c.agent, dataIndex: 'agentUsername' },
          { title: c.lastUsed, dataIndex: 'lastUsedAt', render: (v: string | null) => formatTime(v) },
          {
            title: t.common.actions,
            fixed: 'right',
            render: (_, r) => (
              <Space size="small">
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  {t.common.edit}
                </Button>
                <Button type="link" size="small" onClick={() => setRotating(r)}>
                  {c.rotate}
                </Button>
                <Popconfirm
                  title={c.removeConfirm}
                  okText={t.common.confirm}
                  cancelText={t.common.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(r)}
                >
                  <Button type="link" size="small" danger>
                    {c.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== undefined}
        title={editing === 'new' ? c.add : c.edit}
        name="open-app"
        initialValues={
          editing && editing !== 'new'
            ? {
                name: editing.name,
                scopes: editing.scopes as Values['scopes'],
                mode: editing.mode,
                ips: editing.ipAllowList.join('\n'),
              }
            : { scopes: [...OPEN_MERCHANT_SCOPES], mode: 'sandbox' }
        }
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      >
        <Form.Item name="name" label={c.name} rules={[{ required: true, whitespace: true, max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="scopes" label={c.scopes} rules={[{ required: true, type: 'array', min: 1 }]}>
          <Checkbox.Group
            options={OPEN_MERCHANT_SCOPES.map((s) => ({ value: s, label: OPEN_SCOPE_LABELS[s] }))}
          />
        </Form.Item>
        <Form.Item name="ips" label={c.ipAllowList} extra={c.ipHelp}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="mode" label={c.mode} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'sandbox', label: c.sandbox },
              { value: 'live', label: c.live },
            ]}
          />
        </Form.Item>
      </FormModal>
      <FormModal<{ graceHours: number }>
        open={rotating !== undefined}
        title={`${c.rotate} · ${rotating?.name ?? ''}`}
        name="open-app-rotate"
        initialValues={{ graceHours: 24 }}
        onClose={() => setRotating(undefined)}
        onSubmit={rotate}
      >
        <Form.Item name="graceHours" label={c.graceHours} extra={c.graceHelp} rules={[{ required: true }]}>
          <InputNumber min={0} max={168} precision={0} />
        </Form.Item>
      </FormModal>
      <Modal
        open={shown !== undefined}
        title={c.secretTitle}
        closable={false}
        mask={{ closable: false }}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={c.secretDone}
        onOk={() => setShown(undefined)}
      >
        <Alert type="warning" showIcon title={c.secretWarning} style={{ marginBottom: 16 }} />
        <p>
          {c.clientId}：
          <Typography.Text code copyable>
            {shown?.app.clientId}
          </Typography.Text>
        </p>
        <p>
          {c.secret}：
          <Typography.Text code copyable>
            {shown?.clientSecret}
          </Typography.Text>
        </p>
      </Modal>
    </PageCard>
  );
}
