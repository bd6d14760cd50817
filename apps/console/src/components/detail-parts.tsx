import type { CSSProperties, ReactNode } from 'react';
import { Card, Result, Skeleton, Space, Timeline, Typography, type TableProps } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { SmallTable } from './unpaged-tables';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';

/** What a detail page shows before its document is there: a skeleton while loading, the error if it failed. */
export function QueryFallback({ query }: { query: { isPending: boolean; error: Error | null } }) {
  if (query.isPending) return <Skeleton active />;
  return <Result status="warning" title={query.error?.message} />;
}

/** A detail page's column of cards. */
export function DetailStack({ children }: { children: ReactNode }) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {children}
    </Space>
  );
}

/** A document's card title: 售后单号：A123, its status tags, then any other tags. */
export function DocTitle({
  label,
  no,
  statuses,
  children,
}: {
  label: ReactNode;
  no: ReactNode;
  statuses: string[];
  children?: ReactNode;
}) {
  return (
    <Space>
      <span>
        {label}：{no}
      </span>
      {statuses.map((status, i) => (
        <StatusTag key={i} label={status} />
      ))}
      {children}
    </Space>
  );
}

/** A name and its status tag, as a card's title. */
export function NameTitle({ name, statusLabel }: { name: ReactNode; statusLabel: string }) {
  return (
    <Space>
      {name}
      <StatusTag label={statusLabel} />
    </Space>
  );
}

/** A small card holding a small, unpaged table (a document's lines, a buyer's latest orders). */
export function CardTable<Row extends object>({
  title,
  cardStyle,
  ...table
}: Omit<TableProps<Row>, 'title'> & { title: ReactNode; cardStyle?: CSSProperties }) {
  return (
    <Card title={title} size="small" style={cardStyle}>
      <SmallTable<Row> {...table} />
    </Card>
  );
}

type TimelineEntry = { eventLabel: string; at: string; actor: string; note?: string | null };

/** A document's history, newest first, in a small card. */
export function EventTimeline({ title, entries }: { title: ReactNode; entries: readonly TimelineEntry[] }) {
  return (
    <Card title={title} size="small">
      <Timeline
        items={[...entries].reverse().map((entry) => ({
          content: (
            <div>
              <Typography.Text strong>{entry.eventLabel}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {formatTime(entry.at)} · {t.orders.actorLabel[entry.actor] ?? entry.actor}
              </Typography.Text>
              {entry.note && <div>{entry.note}</div>}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
