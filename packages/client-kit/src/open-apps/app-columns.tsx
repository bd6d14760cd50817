import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { OPEN_SCOPE_LABELS, type OpenApp, type OpenScope } from '@mall/shared';
import { formatMinute } from './format';

/** The app list's words, from each page's own locale. */
export type OpenAppColumnsCopy = {
  name: string;
  clientId: string;
  scopes: string;
  mode: string;
  status: string;
  ips: string;
  agent: string;
  lastUsed: string;
  actions: string;
  sandbox: string;
  live: string;
  active: string;
  suspended: string;
  anyIp: string;
  /** An empty cell (never called). */
  none: string;
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The columns of an owner's app list (a company's, a shop's): name, app id (copyable), scope tags, 沙箱 / 正式,
 * status, IP allow-list (one a line), agent account, last call, then the page's row actions on the right.
 */
export function openAppColumns<A extends OpenApp>(
  c: OpenAppColumnsCopy,
  actions: (app: A) => ReactNode,
): TableColumnsType<A> {
  return [
    { title: c.name, dataIndex: 'name' },
    {
      title: c.clientId,
      dataIndex: 'clientId',
      render: (v: string) => (
        <Typography.Text code copyable style={NOWRAP}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: c.scopes,
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
      title: c.mode,
      dataIndex: 'mode',
      render: (v: OpenApp['mode']) =>
        v === 'live' ? <Tag color="green">{c.live}</Tag> : <Tag color="orange">{c.sandbox}</Tag>,
    },
    {
      title: c.status,
      dataIndex: 'status',
      render: (v: OpenApp['status']) =>
        v === 'active' ? <Tag color="success">{c.active}</Tag> : <Tag color="error">{c.suspended}</Tag>,
    },
    {
      title: c.ips,
      dataIndex: 'ipAllowList',
      render: (ips: string[]) =>
        ips.length ? (
          <div style={NOWRAP}>
            {ips.map((ip) => (
              <div key={ip}>{ip}</div>
            ))}
          </div>
        ) : (
          c.anyIp
        ),
    },
    { title: c.agent, dataIndex: 'agentUsername' },
    { title: c.lastUsed, dataIndex: 'lastUsedAt', render: (v: string | null) => formatMinute(v, c.none) },
    { title: c.actions, fixed: 'right', render: (_, app) => actions(app) },
  ];
}

/** The row actions' words; `removeOk` is the confirming button's (the link's word unless given). */
export type OpenAppActionsCopy = {
  edit: string;
  rotate: string;
  deliveries: string;
  remove: string;
  removeConfirm: string;
  removeOk?: string;
  cancel: string;
};

/** 修改, 更换密钥, 推送记录 and a red 删除 asked first, as links in an app's row. */
export function OpenAppRowActions({
  copy: c,
  onEdit,
  onRotate,
  onDeliveries,
  onRemove,
  removing,
}: {
  copy: OpenAppActionsCopy;
  onEdit: () => void;
  onRotate: () => void;
  onDeliveries: () => void;
  onRemove: () => unknown;
  /** The delete of this row is in flight. */
  removing?: boolean;
}) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit}>
        {c.edit}
      </Button>
      <Button type="link" size="small" onClick={onRotate}>
        {c.rotate}
      </Button>
      <Button type="link" size="small" onClick={onDeliveries}>
        {c.deliveries}
      </Button>
      <Popconfirm
        title={c.removeConfirm}
        okText={c.removeOk ?? c.remove}
        cancelText={c.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={onRemove}
      >
        <Button type="link" size="small" danger loading={removing}>
          {c.remove}
        </Button>
      </Popconfirm>
    </Space>
  );
}
