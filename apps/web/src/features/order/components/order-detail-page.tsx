import { Fragment, type ReactNode } from 'react';
import { Button, Result, Spin, Steps, Tag, Timeline, Tooltip } from 'antd';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import { groupByPlace, ORDER_STATUS, type OrderDetail } from '@mall/shared';
import { LineCells } from '@/components/line-product';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { fulfilmentCopy } from '@/locales/zh-CN-fulfilment';
import { deliveryCopy } from '@/locales/zh-CN-delivery';
import { RequestError } from '@/lib/request';
import { useOrderDetail } from '../api/order-api';
import { ORDER_ACTOR } from '../copy';
import { OrderActions } from './order-actions';
import { ShipmentTimelines, type ShipmentAction } from './shipment-timelines';
import '../order.css';
import { SellerName } from '@/components/plain';
import { KeyValue } from '@/components/key-value';

const time = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mall-order-block" aria-label={title}>
      <h2>{title}</h2>
      <div className="body">{children}</div>
    </section>
  );
}

/** Progress bar of the life cycle: 提交订单 → 商家接单 → 商品发货 → 确认收货 (cancelled orders show where they stopped). */
function Progress({ order }: { order: OrderDetail }) {
  const steps = [
    { title: tradeCopy.order.progress.placed, at: order.createdAt },
    { title: tradeCopy.order.progress.accepted, at: order.acceptedAt },
    { title: tradeCopy.order.progress.shipped, at: order.shipment?.shippedAt ?? null },
    { title: tradeCopy.order.progress.completed, at: order.completedAt ?? order.receivedAt },
  ];
  const reached = steps.filter((s) => s.at).length;
  const cancelled = order.status === ORDER_STATUS.CANCELLED;
  return (
    <Steps
      className="mall-order-progress"
      size="small"
      current={Math.max(0, reached - 1)}
      status={cancelled ? 'error' : reached === steps.length ? 'finish' : 'process'}
      items={steps.map((s) => ({ title: s.title, description: time(s.at) }))}
    />
  );
}

type Props = {
  orderNo: string;
  /** An action on the order's lines the page composes in (加入常购清单), above them. */
  linesAction?: (lines: { skuId: number; quantity: number }[]) => ReactNode;
  /** An action beside each shipment the page composes in (按包裹开票). */
  shipmentAction?: ShipmentAction;
};

/** /order/detail?orderNo=: status, actions, progress, timeline, address, payment, invoice, shipment, lines. */
export function OrderDetailPage({ orderNo, linesAction, shipmentAction }: Props) {
  const query = useOrderDetail(orderNo);
  const order = query.data;

  if (!order) {
    const notFound = !orderNo || (query.error instanceof RequestError && query.error.status === 404);
    return (
      <div className="mall-container mall-trade-page mall-orders">
        {query.isPending && orderNo ? (
          <div className="mall-orders-loading">
            <Spin />
          </div>
        ) : (
          <Result
            status={notFound ? '404' : 'warning'}
            title={notFound ? tradeCopy.order.notFound : tradeCopy.order.loadFailed}
            subTitle={notFound ? tradeCopy.order.notFoundSub : undefined}
            extra={
              <Link to={paths.orderList.getHref(ORDER_STATUS.ALL)}>
                <Button type="primary">{tradeCopy.order.backToList}</Button>
              </Link>
            }
          />
        )}
      </div>
    );
  }

  const { payment, shipment, invoice, address, amounts } = order;
  // 申请售后 per line of a received or completed order; 评价 once completed.
  const lineActions =
    order.status === ORDER_STATUS.PENDING_RECEIPT || order.status === ORDER_STATUS.COMPLETED;
  // Past the after-sales time limit the apply link gives way to a note (the server refuses too).
  const afsClosed = !!order.afsDeadline && dayjs().isAfter(dayjs(order.afsDeadline));
  // 分地址配送: the lines under the address each goes to, when any goes elsewhere than the order's.
  const places = groupByPlace(order.lines, (l) => l.deliveryAddress ?? address);
  const split = places.length > 1;
  return (
    <div className="mall-container mall-trade-page mall-orders mall-order-detail">
      <div className="mall-order-crumb">
        <Link to={paths.orderList.getHref(ORDER_STATUS.ALL)}>{tradeCopy.order.title}</Link> &gt;{' '}
        {tradeCopy.order.detailTitle}
      </div>
      <div className="mall-order-top">
        <div className="state">
          <div className="no">
            {tradeCopy.order.orderNo}：{order.orderNo}
          </div>
          <div className="no" data-testid="order-seller">
            {t.product.seller}：<SellerName id={order.sellerId} name={order.sellerName} selfLabel="name" />
          </div>
          <h1 className={`st st-${order.status}`}>{order.statusLabel}</h1>
          <div>
            {tradeCopy.order.payStatus}
            <Tag color={payment.status === 2 ? 'green' : payment.status === 1 ? 'gold' : 'default'}>
              {payment.statusLabel}
            </Tag>
          </div>
          {payment.payDeadline && payment.status === 0 && order.status !== ORDER_STATUS.CANCELLED && (
            <div className="muted">
              {tradeCopy.order.payDeadline}
              {time(payment.payDeadline)}
            </div>
          )}
          {order.autoCompleteAt && order.status === ORDER_STATUS.PENDING_RECEIPT && (
            <div className="muted">{tradeCopy.order.autoComplete(time(order.autoCompleteAt))}</div>
          )}
          {order.cancelReason && (
            <div className="muted">
              {tradeCopy.order.cancelReasonLabel}
              {order.cancelReason}
            </div>
          )}
          <OrderActions orderNo={order.orderNo} actions={order.actions} />
        </div>
        <div className="progress">
          <Progress order={order} />
          <h2 className="timeline-title">{tradeCopy.order.timeline}</h2>
          <Timeline
            className="mall-order-timeline"
            aria-label={tradeCopy.order.timeline}
            items={[...order.timeline].reverse().map((e, i) => ({
              color: i === 0 ? 'blue' : 'gray',
              children: (
                <div>
                  <div className="ev">
                    <strong>{e.eventLabel}</strong>
                    <span className="muted">（{e.statusLabel}）</span>
                    {e.note && <span className="note">{e.note}</span>}
                  </div>
                  <div className="muted">
                    {time(e.at)}
                    <span className="gap" />
                    {ORDER_ACTOR[e.actor] ?? e.actor}
                  </div>
                </div>
              ),
            }))}
          />
        </div>
      </div>

      <div className="mall-order-grid">
        <Block title={tradeCopy.order.addressSection}>
          <KeyValue label={tradeCopy.checkout.receiver}>
            {address.contactName} {address.mobile}
          </KeyValue>
          <KeyValue label={tradeCopy.checkout.deliverTo}>{address.fullAddress}</KeyValue>
          {split && <div className="muted">{deliveryCopy.orderNote}</div>}
          {order.expectedDeliveryDate && (
            <KeyValue label={tradeCopy.order.expectedDelivery}>{order.expectedDeliveryDate}</KeyValue>
          )}
          {order.remark && <KeyValue label={tradeCopy.order.remark}>{order.remark}</KeyValue>}
          {order.poNumber && <KeyValue label={tradeCopy.order.poNumberLabel}>{order.poNumber}</KeyValue>}
          {order.costCentre && (
            <KeyValue label={tradeCopy.order.costCentreLabel}>{order.costCentre}</KeyValue>
          )}
          {order.buyerName && <KeyValue label={tradeCopy.order.buyerLabel}>{order.buyerName}</KeyValue>}
        </Block>
        <Block title={tradeCopy.order.paymentSection}>
          <KeyValue label={tradeCopy.order.payMethod}>{payment.methodLabel}</KeyValue>
          <KeyValue label={tradeCopy.order.payStatus}>{payment.statusLabel}</KeyValue>
          {payment.paidAt && <KeyValue label={tradeCopy.order.paidAt}>{time(payment.paidAt)}</KeyValue>}
          {payment.tradeNo && <KeyValue label={tradeCopy.order.tradeNo}>{payment.tradeNo}</KeyValue>}
          {payment.remittance && (
            <KeyValue label={tradeCopy.order.remittance}>
              {payment.remittance.payerName}（{payment.remittance.payerBank} {payment.remittance.payerAccount}
              ）
              <Price value={payment.remittance.amount} />
            </KeyValue>
          )}
        </Block>
        <Block title={tradeCopy.order.invoiceSection}>
          {invoice ? (
            <>
              <KeyValue label={tradeCopy.order.invoiceType}>{invoice.typeLabel}</KeyValue>
              {invoice.titleName && (
                <KeyValue label={tradeCopy.checkout.invoiceTitle + '：'}>{invoice.titleName}</KeyValue>
              )}
              {invoice.taxNo && <KeyValue label={tradeCopy.order.taxNo}>{invoice.taxNo}</KeyValue>}
              <KeyValue label={tradeCopy.order.invoiceStatus}>{invoice.statusLabel}</KeyValue>
            </>
          ) : (
            <KeyValue label={tradeCopy.order.invoiceType}>{tradeCopy.order.noInvoice}</KeyValue>
          )}
        </Block>
        <Block title={tradeCopy.order.shipmentSection}>
          {shipment ? (
            <>
              <KeyValue label={tradeCopy.order.carrier}>{shipment.carrier}</KeyValue>
              <KeyValue label={tradeCopy.order.trackingNo}>
                <strong>{shipment.trackingNo}</strong>
              </KeyValue>
              <KeyValue label={tradeCopy.order.shippedAt}>{time(shipment.shippedAt)}</KeyValue>
            </>
          ) : (
            <span className="muted">{tradeCopy.order.notShipped}</span>
          )}
        </Block>
      </div>

      {order.status !== ORDER_STATUS.PENDING_ACCEPTANCE && order.status !== ORDER_STATUS.CANCELLED && (
        <Block title={fulfilmentCopy.section}>
          <ShipmentTimelines
            orderNo={order.orderNo}
            action={shipmentAction}
            receivable={
              order.status === ORDER_STATUS.PENDING_SHIPMENT || order.status === ORDER_STATUS.PENDING_RECEIPT
            }
          />
        </Block>
      )}

      <Block title={tradeCopy.order.linesSection}>
        {linesAction && (
          <div className="mall-order-lines-tools">
            {linesAction(order.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })))}
          </div>
        )}
        <table className="mall-order-lines mall-line-table">
          <thead>
            <tr>
              <th>{tradeCopy.order.colProduct}</th>
              <th>{tradeCopy.order.price}</th>
              <th>{tradeCopy.order.quantity}</th>
              <th>{tradeCopy.order.amount}</th>
              {lineActions && <th>{invoiceCopy.afs.colAction}</th>}
            </tr>
          </thead>
          <tbody>
            {places.map((place) => (
              <Fragment key={place.key}>
                {split && (
                  <tr className="mall-order-place">
                    <td colSpan={lineActions ? 5 : 4}>
                      {deliveryCopy.shipTo}
                      {place.address.contactName} {place.address.mobile} {place.address.fullAddress}
                    </td>
                  </tr>
                )}
                {place.items.map((line) => (
                  <tr key={line.id}>
                    <LineCells line={line} />
                    {lineActions && (
                      <td className="mall-order-line-actions">
                        {afsClosed ? (
                          <Tooltip title={invoiceCopy.afs.expiredHint(time(order.afsDeadline))}>
                            <span className="muted" data-testid="afs-expired">
                              {invoiceCopy.afs.expired}
                            </span>
                          </Tooltip>
                        ) : (
                          <Link
                            to={`${paths.afs.getHref()}?orderNo=${order.orderNo}&lineId=${line.id}`}
                            title={
                              order.afsDeadline
                                ? invoiceCopy.afs.deadline(time(order.afsDeadline))
                                : undefined
                            }
                          >
                            {invoiceCopy.afs.applyTitle}
                          </Link>
                        )}
                        {order.status === ORDER_STATUS.COMPLETED && (
                          <Link to={paths.commentPosting.getHref()}>{invoiceCopy.commentPosting.write}</Link>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
        <dl className="mall-order-amounts">
          <dt>{tradeCopy.order.goodsAmount}</dt>
          <dd>
            <Price value={amounts.goodsAmount} />
          </dd>
          <dt>{tradeCopy.order.freight}</dt>
          <dd>
            <Price value={amounts.freightAmount} />
          </dd>
          {Number(amounts.discountAmount) > 0 && (
            <>
              <dt>{tradeCopy.order.discount}</dt>
              <dd>
                -<Price value={amounts.discountAmount} />
              </dd>
            </>
          )}
          <dt>{tradeCopy.order.payAmount}</dt>
          <dd>
            <Price value={amounts.payAmount} className="big" />
          </dd>
        </dl>
      </Block>
    </div>
  );
}
