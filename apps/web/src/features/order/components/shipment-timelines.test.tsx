import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { OrderShipments, ShipmentView } from '@mall/shared';
import {
  componentTestHooks,
  receiptLineSample,
  receiptSample,
  shipmentSample,
  shippingLineSample,
} from '@mall/client-kit/testing';
import { ShipmentTimelines } from './shipment-timelines';

const post = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
}));

componentTestHooks();

const event = (state: 'collected' | 'in_transit' | 'delivering' | 'signed', label: string, time: string) => ({
  state,
  stateLabel: label,
  context: `【苏州】${label}`,
  time,
});
const shipments: OrderShipments = {
  orderNo: '202611300000000001',
  shippingState: 'partial',
  shippingStateLabel: '部分发货',
  lines: [
    shippingLineSample({ orderLineId: 1, title: '世达扳手', unit: '件', ordered: 3, shipped: 3 }),
    shippingLineSample({
      orderLineId: 2,
      title: '得力胶带',
      unit: '卷',
      ordered: 2,
      shipped: 1,
      received: 1,
      rejected: 1,
    }),
  ],
  shipments: [
    shipmentSample({
      signedAt: '2026-11-30T09:00:00.000Z',
      trackingState: 'signed',
      trackingStateLabel: '已签收',
      events: [
        event('collected', '揽收', '2026-11-29T03:00:00.000Z'),
        event('in_transit', '运输中', '2026-11-29T10:00:00.000Z'),
        event('delivering', '派送中', '2026-11-30T01:00:00.000Z'),
        event('signed', '已签收', '2026-11-30T09:00:00.000Z'),
      ],
    }),
    shipmentSample({
      id: 12,
      carrierCode: 'JD',
      carrierName: '京东物流',
      trackingNo: 'JDVA12345678901',
      packages: 2,
      shippedAt: '2026-11-30T02:00:00.000Z',
      receivedAt: '2026-11-30T10:00:00.000Z',
      lines: [
        { orderLineId: 1, title: '世达扳手', quantity: 1, received: 1 },
        { orderLineId: 2, title: '得力胶带', quantity: 1, received: 1 },
      ],
      receipts: [
        receiptSample({
          receivedBy: 'caigou01',
          createdAt: '2026-11-30T10:00:00.000Z',
          lines: [
            receiptLineSample({ orderLineId: 1, title: '世达扳手', accepted: 1, rejected: 0 }),
            receiptLineSample({
              orderLineId: 2,
              title: '得力胶带',
              accepted: 0,
              rejected: 1,
              rejectReason: '破损',
              afsNo: 'SH2026113000000001',
            }),
          ],
        }),
      ],
    }),
  ],
};

function renderTimelines(receivable = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShipmentTimelines orderNo="202611300000000001" receivable={receivable} />
    </QueryClientProvider>,
  );
}

describe('the order’s shipment timelines', () => {
  it('shows one timeline per shipment, newest event first, and what is still to ship', async () => {
    post.mockResolvedValue(shipments);
    renderTimelines();
    const first = await screen.findByRole('region', { name: '包裹 1/2' });
    expect(post).toHaveBeenCalledWith('/api/order/shipments', { orderNo: '202611300000000001' });
    expect(within(first).getByText('SF1234567890123')).toBeTruthy();
    expect(within(first).getByText(/世达扳手 × 2/)).toBeTruthy();
    const steps = within(first)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(steps).toEqual(['已签收', '派送中', '运输中', '揽收']);
    expect(within(first).getByText(/签收时间/)).toBeTruthy();

    const second = screen.getByRole('region', { name: '包裹 2/2' });
    expect(within(second).getByText('待揽收')).toBeTruthy();
    expect(within(second).getByText('等待揽收，物流信息将在快递员揽收后更新')).toBeTruthy();
    expect(within(second).getByText(/2 件包裹/)).toBeTruthy();
    expect(screen.getByText('部分发货')).toBeTruthy();
    expect(screen.getByText('尚有 1 件商品待发货')).toBeTruthy();
  });

  it('shows receipts, and receives a shipment through the receipt form', async () => {
    post.mockResolvedValue(shipments);
    renderTimelines();
    const second = await screen.findByRole('region', { name: '包裹 2/2' });
    expect(within(second).getByText('已验收')).toBeTruthy();
    expect(
      within(second).getByText(/得力胶带 合格 0，拒收 1（破损，售后单 SH2026113000000001）/),
    ).toBeTruthy();
    const first = screen.getByRole('region', { name: '包裹 1/2' });
    fireEvent.click(within(first).getByRole('button', { name: /^验\s?收$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('到货验收：包裹 1')).toBeTruthy();
    expect((within(dialog).getByLabelText('世达扳手 合格数量') as HTMLInputElement).value).toBe('2');
    fireEvent.click(within(dialog).getByRole('button', { name: /提交验收/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/order/shipments/receipt', {
        orderNo: '202611300000000001',
        shipmentId: 11,
        lines: [{ orderLineId: 1, accepted: 2, rejected: 0 }],
      }),
    );
  });

  it('marks a replacement shipment (换货补发) and offers its receipt even on a completed order', async () => {
    const [own, received] = shipments.shipments as [ShipmentView, ShipmentView];
    post.mockResolvedValue({
      ...shipments,
      shipments: [
        { ...own, receivedAt: '2026-11-30T10:00:00.000Z' },
        received,
        { ...own, id: 13, afsNo: 'SH2026113000000001', trackingNo: 'SF2200000001', events: [] },
      ],
    });
    renderTimelines(false);
    const replacement = await screen.findByRole('region', { name: '包裹 3/3' });
    expect(within(replacement).getByText('换货补发（售后单 SH2026113000000001）')).toBeTruthy();
    expect(within(replacement).getByRole('button', { name: /^验\s?收$/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '包裹 1/3' })).queryByRole('button')).toBeNull();
  });

  it('says so when nothing has shipped yet', async () => {
    post.mockResolvedValue({
      ...shipments,
      shippingState: 'none',
      shippingStateLabel: '未发货',
      shipments: [],
    });
    renderTimelines();
    expect(await screen.findByText('暂无发货记录')).toBeTruthy();
  });
});
