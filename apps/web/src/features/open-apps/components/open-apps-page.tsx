import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { CentreListPanel } from '@/components/centre-panel';
import { ConfirmLink } from '@/components/confirm-link';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  OPEN_SCOPE_LABELS,
  type OpenApp,
  type OpenAppInput,
  type OpenAppWithSecret,
  type OpenScope,
} from '@mall/shared';
import { env } from '@/config/env';
import { toast } from '@/lib/toast';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { openAppsCopy } from '@/locales/zh-CN-open-apps';
import {
  createOpenApp,
  deleteOpenApp,
  openAppsKey,
  rotateOpenAppSecret,
  updateOpenApp,
  useOpenApps,
} from '../api/open-apps-api';
import { OpenAppFormModal } from './open-app-form';
import { RotateModal } from './rotate-modal';
import { SecretModal } from './secret-modal';
import '../open-apps.css';

const c = openAppsCopy;

/**
 * 企业采购 → 开放接口 (管理员): the company's apps for its ERP or procurement platform, which call /open/v1 with a
 * token from POST /oauth2/token. Create, change, rotate the secret (shown once), delete.
 */
export function OpenAppsPage() {
  const queryClient = useQueryClient();
  const apps = useOpenApps();
  // undefined: the form is closed; null: a new app; an app: changing it.
  const [editing, setEditing] = useState<OpenApp | null | undefined>(undefined);
  const [rotating, setRotating] = useState<OpenApp | null>(null);
  const [shown, setShown] = useState<OpenAppWithSecret | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: openAppsKey });

  const save = async (input: OpenAppInput) => {
    if (editing) {
      await updateOpenApp(editing.id, input);
      toast.success(c.saved);
    } else setShown(await createOpenApp(input));
    await refresh();
  };
  const rotate = async (graceHours: number) => {
    if (!rotating) return;
    setShown(await rotateOpenAppSecret(rotating.id, graceHours));
    await refresh();
  };
  const removing = useRefreshingAction((app: OpenApp) => deleteOpenApp(app.id), c.removed, refresh);

  return (
    <CentreListPanel<OpenApp>
      headingId="company-open-apps-title"
      title={c.title}
      className="mall-open-apps"
      intro={
        <div className="mall-open-apps-intro">
          <p>{c.intro}</p>
          <p>
            {c.tokenEndpoint}
            <Typography.Text code>POST /oauth2/token</Typography.Text>
            <a href={`${env.apiBase}/api/docs`} target="_blank" rel="noreferrer">
              {c.docs}
            </a>
          </p>
        </div>
      }
      add={{ label: c.add, onClick: () => setEditing(null) }}
      list={apps}
      none={c.none}
      table={{ size: 'small', scroll: { x: 'max-content' } }}
      columns={[
        { title: c.colName, dataIndex: 'name' },
        {
          title: c.colClientId,
          dataIndex: 'clientId',
          render: (v: string) => (
            <Typography.Text code copyable className="mall-open-apps-client-id">
              {v}
            </Typography.Text>
          ),
        },
        {
          title: c.colScopes,
          dataIndex: 'scopes',
          width: 180,
          render: (scopes: string[]) => (
            <Space size={[0, 4]} wrap>
              {scopes.map((scope) => (
                <Tag key={scope} color="blue">
                  {OPEN_SCOPE_LABELS[scope as OpenScope] ?? scope}
                </Tag>
              ))}
            </Space>
          ),
        },
        {
          title: c.colMode,
          dataIndex: 'mode',
          render: (v: OpenApp['mode']) =>
            v === 'live' ? <Tag color="green">{c.live}</Tag> : <Tag color="orange">{c.sandbox}</Tag>,
        },
        {
          title: c.colStatus,
          dataIndex: 'status',
          render: (v: OpenApp['status']) =>
            v === 'active' ? <Tag color="success">{c.active}</Tag> : <Tag color="error">{c.suspended}</Tag>,
        },
        {
          title: c.colIps,
          dataIndex: 'ipAllowList',
          render: (ips: string[]) =>
            ips.length ? (
              <div className="mall-open-apps-ips">
                {ips.map((ip) => (
                  <div key={ip}>{ip}</div>
                ))}
              </div>
            ) : (
              c.anyIp
            ),
        },
        { title: c.colAgent, dataIndex: 'agentUsername' },
        {
          title: c.colLastUsed,
          dataIndex: 'lastUsedAt',
          render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : c.empty),
        },
        {
          title: c.actions,
          fixed: 'right',
          render: (_, app) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(app)}>
                {c.edit}
              </Button>
              <Button type="link" size="small" onClick={() => setRotating(app)}>
                {c.rotate}
              </Button>
              <ConfirmLink
                label={c.remove}
                confirm={c.removeConfirm}
                cancelText={c.cancel}
                onConfirm={() => removing.run(app)}
                dangerOk
                loading={removing.pendingArg?.id === app.id}
              />
            </Space>
          ),
        },
      ]}
    >
      <OpenAppFormModal editing={editing} onClose={() => setEditing(undefined)} onSubmit={save} />
      <RotateModal app={rotating} onClose={() => setRotating(null)} onSubmit={rotate} />
      <SecretModal shown={shown} onClose={() => setShown(null)} />
    </CentreListPanel>
  );
}
