import type { ReactNode } from 'react';
import { Descriptions, Modal, Spin, Timeline } from 'antd';
import dayjs from '@/lib/dayjs';
import './doc-page.css';

/** A buyer's document in a dialog (售后单, 发票): a spinner until it has loaded, then `children` draws it. */
export function DocDetailModal<T>({
  title,
  width,
  detail,
  onClose,
  children,
}: {
  title: string;
  width: number;
  /** The detail's query. */
  detail: { data?: T; isLoading: boolean };
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  const { data, isLoading } = detail;
  return (
    <Modal open width={width} title={title} footer={null} onCancel={onClose}>
      {isLoading || !data ? <Spin /> : <div>{children(data)}</div>}
    </Modal>
  );
}

/**
 * A full-width row of a document's Descriptions, left out when there is nothing to say. Call it inside
 * `<Descriptions>`, which reads its items' props.
 */
export function wideItem(label: string, value: ReactNode) {
  return value ? (
    <Descriptions.Item label={label} span={2}>
      {value}
    </Descriptions.Item>
  ) : null;
}

type DocEvent = { eventLabel: string; note: string; at: string };

/**
 * A document's history: each event's name (`label` may say more), its note and when. `newestFirst`: the events
 * come oldest first and are shown the other way round, the newest blue and the rest grey.
 */
export function DocTimeline<E extends DocEvent>({
  events,
  label = (e) => e.eventLabel,
  newestFirst = false,
}: {
  events: readonly E[];
  label?: (event: E) => ReactNode;
  newestFirst?: boolean;
}) {
  const shown = newestFirst ? [...events].reverse() : events;
  return (
    <Timeline
      items={shown.map((e, i) => ({
        color: newestFirst ? (i === 0 ? 'blue' : 'gray') : undefined,
        children: (
          <div>
            <div>{label(e)}</div>
            {e.note && <div className="mall-doc-muted">{e.note}</div>}
            <div className="mall-doc-muted">{e.at ? dayjs(e.at).format('YYYY-MM-DD HH:mm') : ''}</div>
          </div>
        ),
      }))}
    />
  );
}
