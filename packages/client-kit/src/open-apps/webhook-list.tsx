import { useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Modal,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { OpenWebhook } from '@mall/shared';
import { backOfficeCopy } from '../back-office/copy';
import { useAction } from '../use-action';
import { enableOpenWebhook, openWebhookKeys, useOpenWebhooks, type OpenAppsEndpoint } from './api';
import { openAppsCommonCopy, openDeliveriesCopy, type OpenDeliveriesCopy } from './copy';
import { DeliveryLog, messageTypeLabel } from './delivery-log';
import { formatMinute } from './format';

export type OpenAppWebhooksProps = {
  endpoint: OpenAppsEndpoint;
  appId: number;
  /** The words; the kit's own unless the app keeps them in its locale. */
  copy?: OpenDeliveriesCopy;
  /** The delivery tables' class (the console's one-line rows). */
  tableClassName?: string;
};

/**
 * 推送记录: the app's push endpoints, each in a card with its URL, message types and status (停用 with the reason
 * and since when it failed), then its delivery log with 重新推送. The same for a company's 管理员, a shop's 管理员
 * and an operator: only `endpoint.base` differs.
 */
export function OpenAppWebhooks({
  endpoint,
  appId,
  copy = openDeliveriesCopy,
  tableClassName,
}: OpenAppWebhooksProps) {
  const hooks = useOpenWebhooks(endpoint, appId);
  if (!hooks.data)
    return hooks.isPending ? <Skeleton active /> : <Result status="warning" title={hooks.error?.message} />;
  if (hooks.data.length === 0) return <Empty description={copy.noWebhooks} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {hooks.data.map((hook) => (
        <Card
          key={hook.id}
          size="small"
          title={<WebhookTitle hook={hook} copy={copy} />}
          extra={
            hook.status === 'disabled' && (
              <EnableButton endpoint={endpoint} appId={appId} webhookId={hook.id} copy={copy} />
            )
          }
        >
          <WebhookFacts hook={hook} copy={copy} />
          <DeliveryLog
            endpoint={endpoint}
            appId={appId}
            webhookId={hook.id}
            copy={copy}
            tableClassName={tableClassName}
          />
        </Card>
      ))}
    </Space>
  );
}

function WebhookTitle({ hook, copy: c }: { hook: OpenWebhook; copy: OpenDeliveriesCopy }) {
  return (
    <Space wrap>
      <Typography.Text copyable>{hook.url}</Typography.Text>
      <Tag color={hook.status === 'disabled' ? 'red' : 'green'}>
        {c.webhookStatus[hook.status] ?? hook.status}
      </Tag>
      {hook.failingSince && (
        <Tag color="warning">{c.failingSince(formatMinute(hook.failingSince, openAppsCommonCopy.none))}</Tag>
      )}
    </Space>
  );
}

/** The endpoint's message types (none: every type the app may see), why it was switched off, when it came. */
function WebhookFacts({ hook, copy: c }: { hook: OpenWebhook; copy: OpenDeliveriesCopy }) {
  const disabled = hook.status === 'disabled';
  const types = (
    <Space size={[0, 4]} wrap>
      {hook.types.length === 0 ? (
        <Tag>{c.allTypes}</Tag>
      ) : (
        hook.types.map((type) => <Tag key={type}>{messageTypeLabel(type)}</Tag>)
      )}
    </Space>
  );
  return (
    <Descriptions
      column={3}
      size="small"
      items={[
        { key: 'types', label: c.webhookTypes, children: types, span: disabled ? 1 : 2 },
        ...(disabled
          ? [
              {
                key: 'reason',
                label: c.disabledReason,
                children: hook.disabledReason || openAppsCommonCopy.none,
              },
            ]
          : []),
        {
          key: 'at',
          label: c.webhookCreatedAt,
          children: formatMinute(hook.createdAt, openAppsCommonCopy.none),
        },
      ]}
    />
  );
}

/** 启用, asked first; the dialog stays open while it runs and, when refused, after (the request layer said why). */
function EnableButton({
  endpoint,
  appId,
  webhookId,
  copy: c,
}: {
  endpoint: OpenAppsEndpoint;
  appId: number;
  webhookId: number;
  copy: OpenDeliveriesCopy;
}) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const enable = useAction(() => enableOpenWebhook(endpoint, appId, webhookId), {
    onSuccess: () => {
      setAsking(false);
      endpoint.toastSuccess(c.webhookEnabled);
      void queryClient.invalidateQueries({ queryKey: openWebhookKeys.webhooks(endpoint.base, appId) });
    },
  });
  return (
    <>
      <Button onClick={() => setAsking(true)}>{c.enableWebhook}</Button>
      <Modal
        open={asking}
        title={c.enableWebhookConfirm}
        width={416}
        okText={backOfficeCopy.confirm}
        cancelText={backOfficeCopy.cancel}
        confirmLoading={enable.isPending}
        destroyOnHidden
        onOk={() => void enable.run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** 推送记录 · 应用名称 beside the app list: `app` null keeps it closed. */
export function OpenAppDeliveriesDrawer({
  app,
  onClose,
  copy = openDeliveriesCopy,
  size = 1080,
  ...panel
}: Omit<OpenAppWebhooksProps, 'appId'> & {
  app: { id: number; name: string } | null;
  onClose: () => void;
  /** The drawer's width in px. */
  size?: number;
}) {
  return (
    <Drawer
      open={app !== null}
      size={size}
      title={app ? copy.deliveriesTitle(app.name) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {app && <OpenAppWebhooks appId={app.id} copy={copy} {...panel} />}
    </Drawer>
  );
}
