import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Descriptions,
  Image,
  Result,
  Skeleton,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CANCEL_REASONS, type OrderDetail as Order, type OrderLine } from '@mall/shared';
import { Money } from '@/components/money';
import { ReasonModal } from '@/components/reason-modal';
import { ShipModal } from '@/components/ship-modal';
import { StatusTag } from '@/components/status-tag';
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

/** One order for the operator: facts, lines, amounts, timeline and the moves its state allows. */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const detail = useOrderDetail(orderNo);
  const queryClient = useQueryClient();
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const order = detail.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const pay = order.payment;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>
              {t.orders.orderNo}：{order.orderNo}
            </span>
            <StatusTag label={order.statusLabel} />
            <StatusTag label={order.payStatusLabel} />
          </Space>
        }
        extra={<Actions order={order} onChanged={refresh} />}
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t.orders.createdAt}>{formatTime(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t.orders.payMethod}>{order.payMethodLabel}</Descriptions.Item>
          <Descriptions.Item label={t.orders.payAmount}>
            <Money yuan={order.payAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t.orders.expectedDelivery}>
            {order.expectedDeliveryDate ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t.orders.remark} span={2}>
            {order.remark || '—'}
          </Descriptions.Item>
          {order.cancelReason && (
            <Descriptions.Item label={t.orders.cancelReason} span={3}>
              {order.cancelReason}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card title={t.orders.address} size="small">
        <Descriptions column={3} size="small">
          <Descriptions.Item label="收货人">{order.address.contactName}</Descriptions.Item>
          <Descriptions.Item label="电话">{order.address.mobile}</Descriptions.Item>
          <Descriptions.Item label="地址">{order.address.fullAddress}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={t.orders.payment} size="small">
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t.orders.payStatus}>{pay.statusLabel}</Descriptions.Item>
          <Descriptions.Item label={t.orders.paidAt}>{formatTime(pay.paidAt)}</Descriptions.Item>
          <Descriptions.Item label={t.orders.tradeNo}>{pay.tradeNo ?? '—'}</Descriptions.Item>
        </Descriptions>
        {pay.remittance && (
          <Descriptions title={t.orders.remittance} column={3} size="small" style={{ marginTop: 12 }}>
            <Descriptions.Item label={t.orders.payer}>{pay.remittance.payerName}</Descriptions.Item>
            <Descriptions.Item label={t.orders.payerBank}>{pay.remittance.payerBank}</Descriptions.Item>
            <Descriptions.Item label={t.orders.payerAccount}>{pay.remittance.payerAccount}</Descriptions.Item>
            <Descriptions.Item label={t.finance.amount}>
              <Money yuan={pay.remittance.amount} />
            </Descriptions.Item>
            <Descriptions.Item label={t.orders.remittedAt}>
              {formatTime(pay.remittance.remittedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t.orders.voucherNo}>
              {pay.remittance.voucherNo || '—'}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>

      {(order.shipment || order.invoice) && (
        <Card size="small">
          {order.shipment && (
            <Descriptions title={t.orders.shipment} column={3} size="small">
              <Descriptions.Item label={t.orders.carrier}>{order.shipment.carrier}</Descriptions.Item>
              <Descriptions.Item label={t.orders.trackingNo}>{order.shipment.trackingNo}</Descriptions.Item>
              <Descriptions.Item label={t.orders.shippedAt}>
                {formatTime(order.shipment.shippedAt)}
              </Descriptions.Item>
            </Descriptions>
          )}
          {order.invoice && (
            <Descriptions title={t.orders.invoice} column={3} size="small">
              <Descriptions.Item label="类型">{order.invoice.typeLabel}</Descriptions.Item>
              <Descriptions.Item label="抬头">{order.invoice.titleName || '—'}</Descriptions.Item>
              <Descriptions.Item label="状态">{order.invoice.statusLabel}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
      )}

      <Card title={t.orders.lines} size="small">
        <Table<OrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={[
            {
              title: t.orders.product,
              render: (_, line) => (
                <Space>
                  <Image src={line.image} width={48} height={48} preview={false} />
                  <div>
                    <div>{line.title}</div>
                    <Typography.Text type="secondary">
                      {line.brandName} {line.modelNo}
                    </Typography.Text>
                  </div>
                </Space>
              ),
            },
            { title: t.orders.spec, render: (_, line) => line.specValues.join(' / ') || '—' },
            { title: t.orders.warehouse, dataIndex: 'warehouse' },
            {
              title: t.orders.price,
              dataIndex: 'price',
              align: 'right',
              render: (v: string) => <Money yuan={v} />,
            },
            {
              title: t.orders.quantity,
              align: 'right',
              render: (_, line) => `${line.quantity} ${line.unit}`,
            },
            {
              title: t.orders.amount,
              dataIndex: 'amount',
              align: 'right',
              render: (v: string) => <Money yuan={v} />,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5} align="right">
                <Space size="large">
                  <span>
                    {t.orders.goodsAmount}：<Money yuan={order.amounts.goodsAmount} />
                  </span>
                  <span>
                    {t.orders.freightAmount}：<Money yuan={order.amounts.freightAmount} />
                  </span>
                  <span>
                    {t.orders.discountAmount}：<Money yuan={order.amounts.discountAmount} />
                  </span>
                  <Typography.Text strong>
                    {t.orders.payAmount}：<Money yuan={order.amounts.payAmount} />
                  </Typography.Text>
                </Space>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>

      <Card title={t.orders.timeline} size="small">
        <Timeline
          items={[...order.timeline].reverse().map((entry) => ({
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
    </Space>
  );
}
