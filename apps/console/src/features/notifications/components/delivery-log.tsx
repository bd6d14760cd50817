import { Alert, App, Button, Tag, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHANNEL_LABEL,
  DELIVERY_STATUS_LABEL,
  NOTIFICATION_EVENTS,
  type DeliveryLogQuery,
  type DeliveryLogRow,
} from '@mall/shared';
import { useAction, useListPage, type UrlValues } from '@mall/client-kit';
import { actionsColumn, timeColumn } from '@/components/columns';
import { optionsOf, selectField, type FilterField } from '@/components/filter-fields';
import { FilteredList } from '@/components/filtered-list';
import { StatusTag } from '@/components/status-tag';
import { formatTime, rangeFromForm, rangeToForm, type RangeFormValues } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { notificationKeys, resendDelivery, useDeliveries } from '../api/notifications';

const c = t.notifications;
const KEYS = ['event', 'channel', 'status', 'target', 'startDate', 'endDate'] as const;
type FormValues = RangeFormValues<'event' | 'channel' | 'status' | 'target'>;

const EVENT_OPTIONS = Object.entries(NOTIFICATION_EVENTS).map(([value, { label }]) => ({ value, label }));
const FIELDS: FilterField[] = [
  selectField('event', c.event, 170, EVENT_OPTIONS),
  selectField('channel', c.channel, 120, optionsOf(CHANNEL_LABEL)),
  selectField('status', c.status, 120, optionsOf(DELIVERY_STATUS_LABEL)),
  { kind: 'text', name: 'target', label: c.target, width: 200, placeholder: c.targetPlaceholder },
  { kind: 'range', label: t.common.dateRange },
];

/** A URL value that is one of a choice's values, else nothing (a hand-edited link asks for everything). */
const oneOf = <T extends string>(value: string | undefined, choices: readonly T[]): T | undefined =>
  choices.includes(value as T) ? (value as T) : undefined;

/** The URL's filters as the list call's body. */
function bodyOf(values: UrlValues, page: { pageNum: number; pageSize: number }): DeliveryLogQuery {
  return {
    event: oneOf(values.event, Object.keys(NOTIFICATION_EVENTS) as (keyof typeof NOTIFICATION_EVENTS)[]),
    channel: oneOf(values.channel, Object.keys(CHANNEL_LABEL) as (keyof typeof CHANNEL_LABEL)[]),
    status: oneOf(
      values.status,
      Object.keys(DELIVERY_STATUS_LABEL) as (keyof typeof DELIVERY_STATUS_LABEL)[],
    ),
    target: values.target,
    startDate: values.startDate,
    endDate: values.endDate,
    ...page,
  };
}

/** A long text (a subject, a failure reason) on one line, whole in its tooltip; an em dash when empty. */
function Clipped({ text, width }: { text: string; width: number }) {
  if (!text) return <>{t.common.none}</>;
  return (
    <Tooltip title={text}>
      <span
        style={{
          display: 'inline-block',
          maxWidth: width,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {text}
      </span>
    </Tooltip>
  );
}

/** The status in its colour; a delivery held for quiet hours says until when. */
function Status({ row }: { row: DeliveryLogRow }) {
  const tag = <StatusTag label={row.statusLabel} />;
  if (row.status !== 'pending' || !row.notBefore) return tag;
  return (
    <Tooltip title={c.quietUntil(formatTime(row.notBefore))}>
      <span>{tag}</span>
    </Tooltip>
  );
}

/**
 * 投递记录: every mail and robot message the notification service made, newest first, searchable by event,
 * channel, status, recipient and days; 重新发送 queues a failed or waiting one again after a confirmation.
 */
export function DeliveryLog() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { filterProps, tableProps } = useListPage<DeliveryLogRow, FormValues>({
    keys: KEYS,
    useList: (values, page) => useDeliveries(bodyOf(values, page)),
    toForm: rangeToForm,
    fromForm: rangeFromForm,
  });
  const resend = useAction(resendDelivery, {
    onSuccess: () => {
      toast.success(c.resent);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
  const ask = (row: DeliveryLogRow) =>
    modal.confirm({
      title: c.resendConfirm,
      content: c.resendHelp,
      // The dialog closes either way: a refusal (already sent, gone) was shown by the request layer.
      onOk: () => resend.run(row.id),
    });
  return (
    <>
      <Alert type="info" showIcon title={c.deliveriesIntro} style={{ marginBottom: 16 }} />
      <FilteredList<DeliveryLogRow, FormValues>
        filterProps={filterProps}
        fields={FIELDS}
        rowKey="id"
        locale={{ emptyText: c.empty }}
        {...tableProps}
        columns={[
          timeColumn(c.createdAt, 'createdAt'),
          { title: c.event, dataIndex: 'eventLabel' },
          { title: c.channel, dataIndex: 'channelLabel' },
          {
            title: c.target,
            render: (_, r) => (
              <>
                {r.recipientKind === 'robot' && <Tag>{c.robot}</Tag>}
                {r.target}
              </>
            ),
          },
          { title: c.subject, dataIndex: 'subject', render: (v: string) => <Clipped text={v} width={220} /> },
          { title: c.status, render: (_, r) => <Status row={r} /> },
          { title: c.attempts, dataIndex: 'attempts', align: 'right' },
          {
            title: c.lastError,
            dataIndex: 'lastError',
            render: (v: string) => <Clipped text={v} width={200} />,
          },
          timeColumn(c.sentAt, 'sentAt'),
          actionsColumn((r) =>
            r.status === 'failed' || r.status === 'pending' ? (
              <Button type="link" size="small" loading={resend.pendingArg === r.id} onClick={() => ask(r)}>
                {c.resend}
              </Button>
            ) : null,
          ),
        ]}
      />
    </>
  );
}
