import { useState } from 'react';
import { Alert, App, Button, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { OPEN_SCOPE_LABELS, type OpenScope } from '@mall/shared';
import { FilterForm, useAction, useListPage, type UrlValues } from '@mall/client-kit';
import { FilterFields, keywordField } from '@/components/filter-fields';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { openAppKeys, suspendOpenApp, useOpenApps, type AdminOpenApp } from '../api/open-apps';
import { OpenAppDeliveriesDrawer } from './open-app-deliveries';

const c = t.openApps;
const KEYS = ['keyword'] as const;

/** The apps whose name, app id or owner holds the keyword (case aside); all of them without one. */
function matching(apps: AdminOpenApp[], keyword: string | undefined): AdminOpenApp[] {
  const word = keyword?.trim().toLowerCase();
  if (!word) return apps;
  return apps.filter((a) =>
    [a.name, a.clientId, a.ownerName].some((text) => text.toLowerCase().includes(word)),
  );
}

/** The one list call answers every app; the keyword filters here and the table pages here. */
function useMatchingApps(values: UrlValues) {
  const list = useOpenApps();
  const rows = list.data ? matching(list.data, values.keyword) : undefined;
  return { isFetching: list.isFetching, data: rows && { list: rows, total: rows.length } };
}

/**
 * 开放平台应用: every app companies and shops registered, with owner, scopes, environment and last call;
 * 停用 (its tokens end at once) or 恢复 one after a confirmation; 推送记录 opens its webhook endpoints and their
 * delivery logs beside the list.
 */
export function OpenAppList() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<AdminOpenApp | null>(null);
  const { filterProps, tableProps } = useListPage<AdminOpenApp>({ keys: KEYS, useList: useMatchingApps });
  const action = useAction(
    ({ id, suspended }: { id: number; suspended: boolean }) => suspendOpenApp(id, suspended),
    {
      onSuccess: (_, { suspended }) => {
        toast.success(suspended ? c.suspendedDone : c.resumedDone);
        void queryClient.invalidateQueries({ queryKey: openAppKeys.all });
      },
    },
  );
  const ask = (app: AdminOpenApp) => {
    const suspended = app.status === 'active';
    modal.confirm({
      title: suspended ? c.suspendConfirm : c.resumeConfirm,
      okButtonProps: { danger: suspended },
      // The dialog closes either way: a refusal was shown by the request layer.
      onOk: () => action.run({ id: app.id, suspended }),
    });
  };
  return (
    <>
      <Alert type="info" showIcon title={c.intro} style={{ marginBottom: 16 }} />
      <FilterForm {...filterProps}>
        <FilterFields fields={[keywordField(260, c.keywordPlaceholder)]} />
      </FilterForm>
      <Table<AdminOpenApp>
        // One line a cell but the owner's name and the scope tags, which wrap so that every column fits
        // the window (a narrower one scrolls).
        className="console-table-nowrap"
        scroll={{ x: 1100 }}
        rowKey="id"
        locale={{ emptyText: c.empty }}
        {...tableProps}
        columns={[
          { title: c.name, dataIndex: 'name' },
          { title: c.clientId, dataIndex: 'clientId' },
          {
            title: c.owner,
            render: (_, a) => (
              <div style={{ whiteSpace: 'normal' }}>
                <Tag color={a.ownerKind === 'shop' ? 'purple' : 'blue'}>
                  {c.ownerKinds[a.ownerKind] ?? a.ownerKind}
                </Tag>
                {a.ownerName}
              </div>
            ),
          },
          {
            title: c.scopes,
            dataIndex: 'scopes',
            render: (scopes: string[]) => (
              <Space size={[0, 4]} wrap>
                {scopes.map((s) => (
                  <Tag key={s}>{OPEN_SCOPE_LABELS[s as OpenScope] ?? s}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: c.mode,
            dataIndex: 'mode',
            render: (m: string) => <Tag color={m === 'live' ? 'green' : 'default'}>{c.modes[m] ?? m}</Tag>,
          },
          {
            title: c.status,
            dataIndex: 'status',
            render: (s: string) => <StatusTag label={s === 'suspended' ? c.suspended : c.active} />,
          },
          { title: c.agent, dataIndex: 'agentUsername' },
          { title: c.createdAt, dataIndex: 'createdAt', render: formatTime },
          { title: c.lastUsedAt, dataIndex: 'lastUsedAt', render: formatTime },
          {
            title: t.common.actions,
            render: (_, a) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setViewing(a)}>
                  {c.deliveries}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger={a.status === 'active'}
                  loading={action.pendingArg?.id === a.id}
                  onClick={() => ask(a)}
                >
                  {a.status === 'active' ? c.suspend : c.resume}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <OpenAppDeliveriesDrawer app={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
