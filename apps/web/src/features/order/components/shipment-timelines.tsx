import { useState, type ReactNode } from 'react';
import { Button, Spin, Tag, Timeline } from 'antd';
import dayjs from '@/lib/dayjs';
import type { OrderShipments, ShipmentView } from '@mall/shared';
import { fulfilmentCopy as c } from '@/locales/zh-CN-fulfilment';
import { useOrderShipments } from '../api/order-shipments';
import { ReceiptModal } from './receipt-modal';

/** What the page composes in beside a shipment's title (the invoice feature's 按包裹开票). */
export type ShipmentAction = (shipment: ShipmentView, n: number) => ReactNode;

/** The wide space between fields of one line (Chinese typesetting). */
const GAP = '\u3000';
const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

/** The shipment's receipts (到货验收), one line each. */
function Receipts({ shipment }: { shipment: ShipmentView }) {
  if (!shipment.receipts.length) return null;
  return (
    <div className="mall-receipts">
      <strong>{c.receipts}</strong>
      {shipment.receipts.map((r) => (
        <p key={r.id}>
          <span className="muted">
            {time(r.createdAt)} {r.auto ? c.autoReceipt : r.receivedBy}
          </span>
          {GAP}
          {r.lines
            .map((l) => c.receiptLine(l.title, l.accepted, l.rejected, l.rejectReason, l.afsNo))
            .join('；')}
        </p>
      ))}
    </div>
  );
}

function ShipmentCard({
  orderNo,
  shipment,
  n,
  total,
  receivable,
  action,
}: {
  orderNo: string;
  shipment: ShipmentView;
  n: number;
  total: number;
  receivable: boolean;
  action?: ShipmentAction;
}) {
  const [receiving, setReceiving] = useState(false);
  // Newest first, as carriers show a route.
  const events = [...shipment.events].reverse();
  return (
    <section className="mall-shipment" aria-label={c.shipmentTitle(n, total)}>
      <h4>
        {c.shipmentTitle(n, total)} <Tag>{shipment.trackingStateLabel}</Tag>
        {shipment.afsNo && <Tag color="orange">{c.replacement(shipment.afsNo)}</Tag>}
        {shipment.receivedAt ? (
          <Tag color="green">{c.received}</Tag>
        ) : (
          // A replacement (换货补发) is received even after the order completed.
          (receivable || !!shipment.afsNo) && (
            <Button size="small" type="primary" onClick={() => setReceiving(true)}>
              {c.receive}
            </Button>
          )
        )}
        {action?.(shipment, n)}
      </h4>
      <p>
        {c.carrier}：{shipment.carrierName}
        {GAP}
        {c.trackingNo}：<strong>{shipment.trackingNo}</strong>
        {GAP}
        {c.packages(shipment.packages)}
      </p>
      <p>
        {c.shippedAt}：{time(shipment.shippedAt)}
        {shipment.signedAt && (
          <>
            {GAP}
            {c.signedAt}：{time(shipment.signedAt)}
          </>
        )}
      </p>
      <p>
        {c.contents}：{shipment.lines.map((l) => c.line(l.title, l.quantity)).join('；')}
      </p>
      {events.length ? (
        <Timeline
          items={events.map((e, i) => ({
            color: i === 0 ? 'blue' : 'gray',
            children: (
              <span>
                <strong>{e.stateLabel}</strong> {e.context} <span className="muted">{time(e.time)}</span>
              </span>
            ),
          }))}
        />
      ) : (
        <p className="muted">{c.waiting}</p>
      )}
      <Receipts shipment={shipment} />
      {receiving && (
        <ReceiptModal orderNo={orderNo} shipment={shipment} n={n} onClose={() => setReceiving(false)} />
      )}
    </section>
  );
}

/** The order's shipments, one tracking timeline each, and what remains to ship (部分发货). */
function ShipmentTimelinesView({
  data,
  receivable,
  action,
}: {
  data: OrderShipments;
  receivable: boolean;
  action?: ShipmentAction;
}) {
  const remaining = data.lines.reduce((n, l) => n + l.ordered - l.shipped, 0);
  if (!data.shipments.length) return <span className="muted">{c.none}</span>;
  return (
    <div className="mall-shipments">
      {data.shippingState === 'partial' && (
        <p>
          <Tag color="orange">{data.shippingStateLabel}</Tag> {c.remaining(remaining)}
        </p>
      )}
      {data.shipments.map((s, i) => (
        <ShipmentCard
          key={s.id}
          orderNo={data.orderNo}
          shipment={s}
          n={i + 1}
          total={data.shipments.length}
          receivable={receivable}
          action={action}
        />
      ))}
    </div>
  );
}

/**
 * Loads and shows the order's shipments (the buyer's order detail); `receivable` (待发货 or 待收货) offers the
 * receipt form (到货验收) on each shipment not yet received; `action` is composed in beside each shipment.
 */
export function ShipmentTimelines({
  orderNo,
  receivable = false,
  action,
}: {
  orderNo: string;
  receivable?: boolean;
  action?: ShipmentAction;
}) {
  const { data, isPending, isError } = useOrderShipments(orderNo);
  if (isPending) return <Spin />;
  if (isError) return <span className="muted">{c.loadFailed}</span>;
  return <ShipmentTimelinesView data={data} receivable={receivable} action={action} />;
}
