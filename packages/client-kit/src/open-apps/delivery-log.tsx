import { Button, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { OPEN_MESSAGE_TYPES, type OpenDelivery, type OpenMessageType } from '@mall/shared';
import { useAction } from '../use-action';
import { openWebhookKeys, replayOpenDelivery, useOpenDeliveries, type OpenAppsEndpoint } from './api';
import { openAppsCommonCopy, type OpenDeliveriesCopy } from './copy';
import { formatMinute } from './format';

const STATE_COLORS: Record<string, string> = { pending: 'processing', delivered: 'success', failed: 'error' };
const { none, actions } = openAppsCommonCopy;

/** A message type's Chinese label ('order.shipped' → 订单已发货); an unknown one as it came. */
export const messageTypeLabel = (type: string) => OPEN_MESSAGE_TYPES[type as OpenMessageType]?.label ?? type;

/**
 * One endpoint's delivery log, newest first, 50 rows at a time (加载更多): type, state, attempts, the last HTTP
 * status and latency, the last error, when; 重新推送 queues a delivered or failed one again and reads the log anew.
 */
export function DeliveryLog({
  endpoint,
  appId,
  webhookId,
  copy: c,
  tableClassName,
}: {
  endpoint: OpenAppsEndpoint;
  appId: number;
  webhookId: number;
  copy: OpenDeliveriesCopy;
  tableClassName?: string;
}) {
  const log = useOpenDeliveries(endpoint, appId, webhookId);
  const queryClient = useQueryClient();
  const replay = useAction((deliveryId: number) => replayOpenDelivery(endpoint, appId, deliveryId), {
    onSuccess: () => {
      endpoint.toastSuccess(c.replayed);
      void queryClient.invalidateQueries({
        queryKey: openWebhookKeys.deliveries(endpoint.base, appId, webhookId),
      });
    },
  });
  const rows = log.data?.pages.flat() ?? [];
  return (
    <>
      <Table<OpenDelivery>
        className={tableClassName}
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={false}
        loading={log.isFetching && !log.isFetchingNextPage}
        dataSource={rows}
        locale={{ emptyText: c.noDeliveries }}
        columns={[
          { title: c.deliveryType, dataIndex: 'type', render: messageTypeLabel },
          {
            title: c.deliveryState,
            dataIndex: 'state',
            render: (s: string) => <Tag color={STATE_COLORS[s]}>{c.deliveryStates[s] ?? s}</Tag>,
          },
          { title: c.attempts, dataIndex: 'attempts', align: 'right' },
          { title: c.lastStatus, dataIndex: 'lastStatus', render: (s: number | null) => s ?? none },
          {
            title: c.latency,
            dataIndex: 'lastLatencyMs',
            align: 'right',
            render: (ms: number | null) => (ms === null ? none : c.latencyMs(ms)),
          },
          {
            title: c.lastError,
            dataIndex: 'lastError',
            ellipsis: { showTitle: true },
            width: 240,
            render: (e: string) => e || none,
          },
          { title: c.deliveryAt, dataIndex: 'createdAt', render: (at: string) => formatMinute(at, none) },
          {
            title: actions,
            fixed: 'right',
            // A pending delivery is in the queue already: sending it again would post it twice.
            render: (_, d) =>
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
          },
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
