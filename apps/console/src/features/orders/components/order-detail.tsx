import { useState, type ReactNode } from 'react';
import { App, Button, Card, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CANCEL_REASONS, type OrderDetail as Order } from '@mall/shared';
import { DetailStack, DocTitle, EventTimeline, QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { Money } from '@/components/money';
import { ReasonModal } from '@/components/reason-modal';
import { ShipModal } from '@/components/ship-modal';
import { formatTime } from '@/lib/dates';
import { useCan } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  acceptOrder,
  cancelOrder,
  confirmOfflinePayment,
  orderKeys,
  shipOrder,
  useCarriers,
  useOrderDetail,
} from '../api/orders';
import { OrderLinesCard } from './order-lines-card';

function Actions({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { modal } = App.useApp();
  const can = useCan();
  const [shipOpen, setShipOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const carriers = useCarriers();
  const done = (text: string) => () => {
    toast.success(text);
    onChanged();
  };
  const canRun = can('orders');
  // Offline transfers: finance confirms the money arrived, with or without the buyer's remittance form.
  const awaitingConfirmation =
    order.payMethod === 4 && (order.payStatus === 0 || order.payStatus === 1) && order.status !== 7;
  return (
    <Space>
      {canRun && order.status === 1 && (
        <Button
          type="primary"
          onClick={() => void acceptOrder(order.orderNo).then(done(t.orders.accepted), () => undefined)}
        >
          {t.orders.accept}
        </Button>
      )}
      {canRun && order.status === 2 && (
        <Button type="primary" onClick={() => setShipOpen(true)}>
          {t.orders.ship}
        </Button>
      )}
      {can('payments') && awaitingConfirmation && (
        <Button
          onClick={() =>
            modal.confirm({
              title: t.orders.confirmPaymentTitle,
              onOk: () => confirmOfflinePayment(order.orderNo).then(done(t.orders.paymentConfirmed)),
            })
          }
        >
          {t.orders.confirmPayment}
        </Button>
      )}
      {canRun && (order.status === 1 || order.status === 2) && (
        <Button danger onClick={() => setCancelOpen(true)}>
          {t.orders.cancel}
        </Button>
      )}
      <ShipModal
        open={shipOpen}
        carriers={carriers.data}
        onClose={() => setShipOpen(false)}
        onSubmit={(v) => shipOrder({ orderNo: order.orderNo, ...v }).then(done(t.orders.shipped))}
      />
      <ReasonModal
        open={cancelOpen}
        title={t.orders.cancel}
        label={t.orders.cancelReason}
        presets={CANCEL_REASONS}
        onClose={() => setCancelOpen(false)}
        onSubmit={(reason) => cancelOrder({ orderNo: order.orderNo, reason }).then(done(t.orders.cancelled))}
      />
    </Space>
  );
}

/**
 * One order for the operator: facts, lines, amounts, timeline and the moves its state allows. The route
 * composes what another feature shows of it: `statuses` after the order's own (部分发货), the `shipments` card
 * (in place of the order's one 物流信息), and `onChanged` to refresh that feature's reads after a move.
 */
export function OrderDetail({
  orderNo,
  statuses = [],
  shipments,
  onChanged,
}: {
  orderNo: string;
  statuses?: string[];
  shipments?: (order: Order, refresh: () => void) => ReactNode;
  onChanged?: () => void;
}) {
  const detail = useOrderDetail(orderNo);
  const queryClient = useQueryClient();
  if (detail.isPending || detail.isError) return <QueryFallback query={detail} />;
  const order = detail.data;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    onChanged?.();
  };
  const pay = order.payment;
  const shipment = shipments ? null : order.shipment;
  return (
    <DetailStack>
      <Card
        title={
          <DocTitle
            label={t.orders.orderNo}
            no={order.orderNo}
            statuses={[order.statusLabel, ...statuses, order.payStatusLabel]}
          />
        }
        extra={<Actions order={order} onChanged={refresh} />}
      >
        <Facts
          items={[
            [t.orders.createdAt, formatTime(order.createdAt)],
            [t.orders.payMethod, order.payMethodLabel],
            [t.orders.payAmount, <Money yuan={order.payAmount} />],
            [t.orders.expectedDelivery, order.expectedDeliveryDate ?? '—'],
            [t.orders.remark, order.remark || '—', 2],
            order.cancelReason && [t.orders.cancelReason, order.cancelReason, 3],
          ]}
        />
      </Card>

      <Card title={t.orders.address} size="small">
        <Facts
          items={[
            ['收货人', order.address.contactName],
            ['电话', order.address.mobile],
            ['地址', order.address.fullAddress],
          ]}
        />
      </Card>

      <Card title={t.orders.payment} size="small">
        <Facts
          items={[
            [t.orders.payStatus, pay.statusLabel],
            [t.orders.paidAt, formatTime(pay.paidAt)],
            [t.orders.tradeNo, pay.tradeNo ?? '—'],
          ]}
        />
        {pay.remittance && (
          <Facts
            title={t.orders.remittance}
            style={{ marginTop: 12 }}
            items={[
              [t.orders.payer, pay.remittance.payerName],
              [t.orders.payerBank, pay.remittance.payerBank],
              [t.orders.payerAccount, pay.remittance.payerAccount],
              [t.finance.amount, <Money yuan={pay.remittance.amount} />],
              [t.orders.remittedAt, formatTime(pay.remittance.remittedAt)],
              [t.orders.voucherNo, pay.remittance.voucherNo || '—'],
            ]}
          />
        )}
      </Card>

      {(shipment || order.invoice) && (
        <Card size="small">
          {shipment && (
            <Facts
              title={t.orders.shipment}
              items={[
                [t.orders.carrier, shipment.carrier],
                [t.orders.trackingNo, shipment.trackingNo],
                [t.orders.shippedAt, formatTime(shipment.shippedAt)],
              ]}
            />
          )}
          {order.invoice && (
            <Facts
              title={t.orders.invoice}
              items={[
                ['类型', order.invoice.typeLabel],
                ['抬头', order.invoice.titleName || '—'],
                ['状态', order.invoice.statusLabel],
              ]}
            />
          )}
        </Card>
      )}

      <OrderLinesCard order={order} />

      {shipments?.(order, refresh)}

      <EventTimeline title={t.orders.timeline} entries={order.timeline} />
    </DetailStack>
  );
}
