import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OrderAddress, OrderDetail, OrderLine } from '@mall/shared';
import { componentTestHooks } from '@mall/client-kit/testing';
import { jiangsuAddress } from '@/lib/testing/order-samples';
import { OrderDetailPage } from './order-detail-page';

let order: OrderDetail;
vi.mock('../api/order-api', () => ({
  useOrderDetail: () => ({ data: order, isPending: false, error: null }),
  orderKeys: { all: ['order'] },
}));

componentTestHooks();

const line = (id: number, title: string, deliveryAddress?: OrderAddress): OrderLine => ({
  id,
  skuId: id * 10 + 1,
  productId: id,
  image: '',
  title,
  brandName: '世达',
  modelNo: `M-${id}`,
  specValues: [],
  unit: '件',
  price: '10.00',
  quantity: 1,
  amount: '10.00',
  warehouse: '全国仓',
  ...(deliveryAddress ? { deliveryAddress } : {}),
});

/** A 待接单 company order of `lines` to the Suzhou address. */
function orderOf(lines: OrderLine[]): OrderDetail {
  return {
    id: 1,
    orderNo: 'D202611300001',
    status: 1,
    statusLabel: '待接单',
    payStatus: 0,
    payStatusLabel: '待支付',
    payMethod: 4,
    payMethodLabel: '线下/对公转账',
    invoiceStatus: 0,
    payAmount: '30.00',
    itemCount: lines.length,
    lineCount: lines.length,
    lines,
    createdAt: '2026-11-30T08:00:00.000Z',
    actions: { canPay: false, canCancel: false, canConfirmReceipt: false, canBuyAgain: false },
    sellerId: 0,
    sellerName: '工业品商城自营',
    payGroup: null,
    amounts: {
      goodsAmount: '30.00',
      freightAmount: '0.00',
      discountAmount: '0.00',
      payAmount: '30.00',
      itemCount: lines.length,
      lineCount: lines.length,
    },
    address: jiangsuAddress('李工', '苏州市', '星湖街 328 号'),
    invoice: null,
    remark: '',
    expectedDeliveryDate: null,
    payment: {
      method: 4,
      methodLabel: '线下/对公转账',
      status: 0,
      statusLabel: '待支付',
      paidAt: null,
      payDeadline: null,
      tradeNo: null,
      remittance: null,
    },
    shipment: null,
    cancelReason: null,
    acceptedAt: null,
    receivedAt: null,
    completedAt: null,
    cancelledAt: null,
    autoCompleteAt: null,
    afsDeadline: null,
    timeline: [],
  } as OrderDetail;
}

function show() {
  const router = createMemoryRouter([{ path: '/', element: <OrderDetailPage orderNo="D202611300001" /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The rows of the lines table, as their text. */
const rows = () =>
  within(screen.getByRole('region', { name: '商品清单' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '');

describe('the order detail of a 分地址配送 order', () => {
  it('lists the lines under the address each goes to', () => {
    const wuxi = jiangsuAddress('周工', '无锡市', '新区二车间');
    order = orderOf([line(1, '安全帽'), line(2, '丁腈手套', wuxi), line(3, '护目镜')]);
    show();
    expect(screen.getByText('本订单分地址配送，各商品的收货地址见商品清单。')).toBeTruthy();
    const text = rows();
    expect(text[0]).toContain('送至：李工 13900139000 江苏省苏州市星湖街 328 号');
    expect(text[1]).toContain('安全帽');
    expect(text[2]).toContain('护目镜');
    expect(text[3]).toContain('送至：周工 13900139000 江苏省无锡市新区二车间');
    expect(text[4]).toContain('丁腈手套');
  });

  it('an order to one address lists its lines as before', () => {
    order = orderOf([line(1, '安全帽'), line(2, '丁腈手套')]);
    show();
    expect(screen.queryByText('本订单分地址配送，各商品的收货地址见商品清单。')).toBeNull();
    const text = rows();
    expect(text).toHaveLength(2);
    expect(text.some((r) => r.includes('送至：'))).toBe(false);
  });
});

describe('the order history (订单跟踪)', () => {
  it('names who made each entry in words, a shop’s as 商家', () => {
    order = {
      ...orderOf([line(1, '安全帽')]),
      timeline: [
        ['submit', '提交订单', 'buyer'],
        ['accept', '商家接单', 'merchant'],
        ['ship', '发货', 'operator'],
      ].map(([event, eventLabel, actor], i) => ({
        event: event!,
        eventLabel: eventLabel!,
        status: i + 1,
        statusLabel: '待发货',
        note: '',
        actor: actor!,
        at: `2026-11-30T0${i + 1}:00:00.000Z`,
      })),
    };
    show();
    const history = screen.getByLabelText('订单跟踪').textContent ?? '';
    expect(history).toContain('买家');
    expect(history).toContain('商家');
    expect(history).toContain('平台');
    expect(history).not.toContain('merchant');
  });
});
