import { Card, Space, Steps, Tag, Timeline, Typography } from 'antd';
import { TRACKING_STATES, TRACKING_STATE_LABEL, type ShipmentView } from '@mall/shared';
import { Facts } from '@/components/facts';
import { SmallTable } from '@/components/unpaged-tables';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';

const c = t.fulfilment;
type ShipmentLine = ShipmentView['lines'][number];

/** The carrier's steps (揽收 → 运输中 → 派送中 → 已签收), the shipment's latest one current. */
function TrackingSteps({ shipment }: { shipment: ShipmentView }) {
  const reached = TRACKING_STATES.indexOf(shipment.trackingState as (typeof TRACKING_STATES)[number]);
  const signed = shipment.trackingState === 'signed';
  return (
    <Steps
      size="small"
      current={reached}
      status={signed ? 'finish' : 'process'}
      aria-label={c.tracking}
      items={TRACKING_STATES.map((state) => ({ title: TRACKING_STATE_LABEL[state] }))}
    />
  );
}

/** The carrier's events, newest first (as carriers show a route). */
function TrackingEvents({ shipment }: { shipment: ShipmentView }) {
  if (!shipment.events.length)
    return (
      <div style={{ margin: '12px 0' }}>
        <Typography.Text type="secondary">{c.waiting}</Typography.Text>
      </div>
    );
  return (
    <Timeline
      style={{ marginTop: 16 }}
      items={[...shipment.events].reverse().map((e, i) => ({
        color: i === 0 ? 'blue' : 'gray',
        content: (
          <span>
            <Typography.Text strong>{e.stateLabel}</Typography.Text> {e.context}{' '}
            <Typography.Text type="secondary">{formatTime(e.time)}</Typography.Text>
          </span>
        ),
      }))}
    />
  );
}

/** Who received, when, and per line what was accepted and rejected (with the reason and its 售后单). */
function Receipts({ shipment }: { shipment: ShipmentView }) {
  return (
    <div style={{ marginTop: 4 }}>
      <Typography.Text strong>{c.receipts}</Typography.Text>
      {shipment.receipts.length === 0 ? (
        <div>
          <Typography.Text type="secondary">{c.noReceipts}</Typography.Text>
        </div>
      ) : (
        shipment.receipts.map((r) => (
          <div key={r.id} data-testid="shipment-receipt">
            <Space wrap>
              <Typography.Text type="secondary">{formatTime(r.createdAt)}</Typography.Text>
              {r.auto ? <Tag color="purple">{c.autoReceipt}</Tag> : <span>{r.receivedBy || c.system}</span>}
              {r.lines.map((l) => (
                <span key={l.orderLineId}>
                  {l.title}：{l.accepted > 0 && <Tag color="green">{c.accepted(l.accepted)}</Tag>}
                  {l.rejected > 0 && <Tag color="red">{c.rejected(l.rejected, l.rejectReason)}</Tag>}
                  {l.afsNo && <Typography.Text type="secondary">{c.afs(l.afsNo)}</Typography.Text>}
                </span>
              ))}
              {r.note && <Typography.Text type="secondary">{r.note}</Typography.Text>}
            </Space>
          </div>
        ))
      )}
    </div>
  );
}

/** One shipment of an order: carrier, number, packages and time, its lines, tracking and receipts. */
export function ShipmentPanel({
  shipment,
  n,
  total,
  unitOf = () => '',
}: {
  shipment: ShipmentView;
  n: number;
  total: number;
  /** The order line's unit (件, 把), shown after its quantities. */
  unitOf?: (orderLineId: number) => string;
}) {
  const title = c.shipmentTitle(n, total);
  return (
    <Card
      type="inner"
      size="small"
      aria-label={title}
      role="region"
      title={
        <Space>
          {title}
          <Tag color={shipment.trackingState === 'signed' ? 'green' : 'blue'}>
            {shipment.trackingStateLabel}
          </Tag>
          {shipment.receivedAt && <Tag color="green">{c.received}</Tag>}
          {shipment.afsNo && <Tag color="purple">{c.replacement(shipment.afsNo)}</Tag>}
        </Space>
      }
    >
      <Facts
        column={4}
        items={[
          [c.carrier, shipment.carrierName],
          [c.trackingNo, <Typography.Text copyable>{shipment.trackingNo}</Typography.Text>],
          [c.packages, c.packagesValue(shipment.packages)],
          [c.shippedAt, formatTime(shipment.shippedAt)],
          shipment.signedAt && [c.signedAt, formatTime(shipment.signedAt)],
        ]}
      />
      <SmallTable<ShipmentLine>
        rowKey="orderLineId"
        dataSource={shipment.lines}
        style={{ margin: '8px 0 16px' }}
        columns={[
          { title: c.product, dataIndex: 'title' },
          {
            title: c.quantity,
            align: 'right',
            render: (_, l) => c.pieces(l.quantity, unitOf(l.orderLineId)),
          },
          {
            title: c.receivedQty,
            align: 'right',
            render: (_, l) => c.pieces(l.received, unitOf(l.orderLineId)),
          },
        ]}
      />
      <TrackingSteps shipment={shipment} />
      <TrackingEvents shipment={shipment} />
      <Receipts shipment={shipment} />
    </Card>
  );
}
