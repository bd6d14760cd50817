import { Button, Card, Drawer, Empty, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { OPEN_MESSAGE_TYPES, type OpenDelivery, type OpenMessageType, type OpenWebhook } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { actionsColumn, textColumn, timeColumn } from '@/components/columns';
import { DetailStack, QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { ListTable } from '@/components/list-table';
import { StatusToggle } from '@/components/status-toggle';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  enableOpenWebhook,
  openAppKeys,
  replayOpenDelivery,
  useOpenDeliveries,
  useOpenWebhooks,
  type AdminOpenApp,
} from '../api/open-apps';

const c = t.openApps;
const STATE_COLORS: Record<string, string> = { pending: 'processing', delivered: 'success', failed: 'error' };

/** A message type's Chinese label ('order.shipped' → 订单已发货); an unknown one as it came. */
const typeLabel = (type: string) => OPEN_MESSAGE_TYPES[type as OpenMessageType]?.label ?? type;

/**
 * 推送记录: the app's webhook endpoints, each in a card with its message types, status (启用 one the server
 * switched off) and delivery log, newest first, 50 at a time (加载更多); 重新推送 queues a delivery again.
 */
export function OpenAppDeliveriesDrawer({ app, onClose }: { app: AdminOpenApp | null; onClose: () => void }) {
  return (
    <Drawer
      open={app !== null}
      size={1080}
      title={app ? c.deliveriesTitle(app.name) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {app && <AppWebhooks appId={app.id} />}
    </Drawer>
  );
}

function AppWebhooks({ appId }: { appId: number }) {
  const hooks = useOpenWebhooks(appId);
  if (!hooks.data) return <QueryFallback query={hooks} />;
  if (hooks.data.length === 0) return <Empty description={c.noWebhooks} />;
  return (
    <DetailStack>
      {hooks.data.map((hook) => (
        <WebhookCard key={hook.id} appId={appId} hook={hook} />
      ))}
    </DetailStack>
  );
}

function WebhookCard({ appId, hook }: { appId: number; hook: OpenWebhook }) {
  const queryClient = useQueryClient();
  const enable = useAction(() => enableOpenWebhook(appId, hook.id), {
    onSuccess: () => {
      toast.success(c.webhookEnabled);
      void queryClient.invalidateQueries({ queryKey: openAppKeys.webhooks(appId) });
    },
  });
  const disabled = hook.status === 'disabled';
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Typography.Text copyable>{hook.url}</Typography.Text>
          <Tag color={disabled ? 'red' : 'green'}>{c.webhookStatus[hook.status] ?? hook.status}</Tag>
          {hook.failingSince && <Tag color="warning">{c.failingSince(formatTime(hook.failingSince))}</Tag>}
        </Space>
      }
      extra={
        disabled && (
          <StatusToggle
            enable
            texts={{
              enable: c.enableWebhook,
              enableConfirm: c.enableWebhookConfirm,
              disable: t.common.disabled,
              disableConfirm: '',
            }}
            onConfirm={() => enable.run()}
          />
        )
      }
    >
      <Facts
        column={3}
        items={[
          [
            c.webhookTypes,
            <Space key="types" size={[0, 4]} wrap>
              {hook.types.length === 0 ? (
                <Tag>{c.allTypes}</Tag>
              ) : (
                hook.types.map((type) => <Tag key={type}>{typeLabel(type)}</Tag>)
              )}
            </Space>,
            disabled ? 1 : 2,
          ],
          disabled && [c.disabledReason, hook.disabledReason || t.common.none],
          [c.webhookCreatedAt, formatTime(hook.createdAt)],
        ]}
      />
      <DeliveryLog appId={appId} webhookId={hook.id} />
    </Card>
  );
}

function DeliveryLog({ appId, webhookId }: { appId: number; webhookId: number }) {
  const log = useOpenDeliveries(appId, webhookId);
  const queryClient = useQueryClient();
  const replay = useAction((deliveryId: number) => replayOpenDelivery(appId, deliveryId), {
    onSuccess: () => {
      toast.success(c.replayed);
      void queryClient.invalidateQueries({ queryKey: openAppKeys.deliveries(appId, webhookId) });
    },
  });
  const rows = log.data?.pages.flat() ?? [];
  return (
    <>
      <ListTable<OpenDelivery>
        rowKey="id"
        size="small"
        pagination={false}
        loading={log.isFetching && !log.isFetchingNextPage}
        dataSource={rows}
        locale={{ emptyText: c.noDeliveries }}
        columns={[
          { title: c.deliveryType, dataIndex: 'type', render: typeLabel },
          {
            title: c.deliveryState,
            dataIndex: 'state',
            render: (s: string) => <Tag color={STATE_COLORS[s]}>{c.deliveryStates[s] ?? s}</Tag>,
          },
          { title: c.attempts, dataIndex: 'attempts', align: 'right' },
          {
            title: c.lastStatus,
            dataIndex: 'lastStatus',
            render: (s: number | null) => s ?? t.common.none,
          },
          {
            title: c.latency,
            dataIndex: 'lastLatencyMs',
            align: 'right',
            render: (ms: number | null) => (ms === null ? t.common.none : c.latencyMs(ms)),
          },
          {
            ...textColumn<OpenDelivery>(c.lastError, 'lastError'),
            ellipsis: { showTitle: true },
            width: 240,
          },
          timeColumn<OpenDelivery>(c.deliveryAt, 'createdAt'),
          // A pending delivery is in the queue already: sending it again would post it twice.
          actionsColumn<OpenDelivery>((d) =>
            d.state === 'pending' ? null : (
              <Button
                type="link"
                size="small"
                loading={replay.pendingArg === d.id}
                onClick={() => void replay.run(d.id)}
              >
                {c.replay}
              </Button>
            ),
          ),
        ]}
      />
      {log.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {c.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
