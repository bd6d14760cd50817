import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderAddress, OrderShipments as Shipments } from '@mall/shared';
import { QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import { shipmentKeys, useOrderShipments } from '../api/fulfilment';
import { PartialShipModal } from './partial-ship-modal';
import { ShipmentPanel } from './shipment-panel';

const c = t.fulfilment;

/** The one 物流信息 an order shipped before shipments existed carries (OrderDetail's `shipment`). */
type Legacy = { carrier: string; trackingNo: string; shippedAt: string } | null;

/** Pieces ordered and not yet shipped. */
const remainingOf = (data: Shipments) => data.lines.reduce((n, l) => n + l.ordered - l.shipped, 0);

/** The shipments card of a loaded answer: 部分发货 with what remains, 分批发货 when allowed, one panel each. */
export function OrderShipmentsView({
  data,
  canShip,
  legacy = null,
  orderAddress,
  onShipped,
}: {
  data: Shipments;
  canShip: boolean;
  legacy?: Legacy;
  /** Where lines without their own address go (分批发货 groups the lines by place). */
  orderAddress?: OrderAddress;
  onShipped?: (answer: Shipments) => void;
}) {
  const [shipping, setShipping] = useState(false);
  const remaining = remainingOf(data);
  const units = new Map(data.lines.map((l) => [l.orderLineId, l.unit]));
  return (
    <Card
      size="small"
      title={
        <Space>
          {c.shipments}
          {data.shippingState !== 'none' && <StatusTag label={data.shippingStateLabel} />}
          {data.shippingState === 'partial' && (
            <Typography.Text type="secondary">{c.remaining(remaining)}</Typography.Text>
          )}
        </Space>
      }
      extra={
        canShip &&
        remaining > 0 && (
          <Button type="primary" size="small" onClick={() => setShipping(true)}>
            {c.partialShip}
          </Button>
        )
      }
    >
      {data.shipments.length === 0 ? (
        legacy ? (
          <Facts
            items={[
              [c.carrier, legacy.carrier],
              [c.trackingNo, legacy.trackingNo],
              [c.shippedAt, formatTime(legacy.shippedAt)],
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{c.noShipments}</Typography.Text>
        )
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {data.shipments.map((s, i) => (
            <ShipmentPanel
              key={s.id}
              shipment={s}
              n={i + 1}
              total={data.shipments.length}
              unitOf={(id) => units.get(id) ?? ''}
            />
          ))}
        </Space>
      )}
      {canShip && (
        <PartialShipModal
          open={shipping}
          orderNo={data.orderNo}
          lines={data.lines}
          orderAddress={orderAddress}
          onClose={() => setShipping(false)}
          onShipped={(answer) => onShipped?.(answer)}
        />
      )}
    </Card>
  );
}

/**
 * The order's shipments (console and portal order detail): loads them; `canShip` (the caller may ship this
 * order now: 待发货, 自营 in the console, the shop's own in the portal) offers 分批发货. After a shipment the
 * order and its shipments are read again (the last one moves the order to 待收货). An order shipped before
 * shipments existed shows its `legacy` 物流信息.
 */
export function OrderShipments({
  orderNo,
  canShip,
  legacy,
  orderAddress,
  onShipped,
}: {
  orderNo: string;
  canShip: boolean;
  legacy?: Legacy;
  orderAddress?: OrderAddress;
  onShipped?: () => void;
}) {
  const query = useOrderShipments(orderNo);
  const queryClient = useQueryClient();
  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  return (
    <OrderShipmentsView
      data={query.data}
      canShip={canShip}
      legacy={legacy}
      orderAddress={orderAddress}
      onShipped={(answer) => {
        queryClient.setQueryData(shipmentKeys.detail(orderNo), answer);
        onShipped?.();
      }}
    />
  );
}
