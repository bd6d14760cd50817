import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { twoShipments } from './fixtures';
import { OrderShipmentsView } from './order-shipments';

vi.mock('@/lib/request', () => ({ http: { post: vi.fn() } }));

componentTestHooks();

const renderView = (canShip: boolean, data = twoShipments) =>
  renderWithQuery(<OrderShipmentsView data={data} canShip={canShip} />, { motion: false });
const shipment = (name: string) => within(screen.getByRole('region', { name }));
/** The rows of a shipment's lines table (its facts are a table too). */
const lineRows = (scope: ReturnType<typeof shipment>) =>
  scope.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

describe('an order’s shipments (console and portal order detail)', { timeout: 30_000 }, () => {
  it('shows 部分发货 with what remains, and each shipment with its carrier, number, packages, time and lines', () => {
    renderView(false);
    expect(screen.getByText('部分发货')).toBeTruthy();
    expect(screen.getByText('尚有 1 件未发货')).toBeTruthy();

    const first = shipment('包裹 1/2');
    expect(first.getByText('顺丰速运')).toBeTruthy();
    expect(first.getByText('SF1400123456789')).toBeTruthy();
    expect(first.getByText('2 件包裹')).toBeTruthy();
    expect(first.getByText(dayjs('2026-11-28T02:00:00.000Z').format('YYYY-MM-DD HH:mm'))).toBeTruthy();
    const firstLines = lineRows(first);
    expect(firstLines.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['星湖 内六角扳手套装', '6 把', '6 把'],
      ['星湖 十字螺丝刀', '4 支', '4 支'],
    ]);

    // One line split across the two shipments: the rest of the 扳手 in the second.
    const second = shipment('包裹 2/2');
    expect(second.getByText('中通快递')).toBeTruthy();
    expect(second.getByText('731234567890')).toBeTruthy();
    const secondLines = lineRows(second);
    expect(secondLines.map((r) => r.querySelector('td')?.textContent)).toEqual(['星湖 内六角扳手套装']);
    expect(secondLines[0]!.textContent).toContain('3 把');
  });

  it('walks each tracking timeline 揽收 → 运输中 → 派送中 → 已签收, newest event first', () => {
    renderView(false);
    const first = shipment('包裹 1/2');
    const steps = first.getByLabelText('物流轨迹');
    expect([...steps.querySelectorAll('.ant-steps-item-title')].map((s) => s.textContent)).toEqual([
      '揽收',
      '运输中',
      '派送中',
      '已签收',
    ]);
    expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(4);
    const events = [...first.getByRole('list').querySelectorAll('li')].map((li) => li.textContent);
    expect(events[0]).toContain('本人签收');
    expect(events[3]).toContain('苏州园区营业部已揽收');

    // The second has only been collected: 揽收 is the current step, nothing after it is done.
    const second = shipment('包裹 2/2').getByLabelText('物流轨迹');
    expect(second.querySelector('.ant-steps-item-process')?.textContent).toContain('揽收');
    expect(second.querySelectorAll('.ant-steps-item-finish')).toHaveLength(0);
  });

  it('shows who received what, rejected pieces with their reason and after-sales, and 自动验收', () => {
    const auto = structuredClone(twoShipments);
    // The second parcel replaces the rejected piece (换货补发).
    auto.shipments[1]!.afsNo = 'AS2026112900007';
    auto.shipments[1]!.receipts = [
      {
        id: 6,
        receivedBy: '',
        auto: true,
        note: '签收 7 天后自动验收',
        createdAt: '2026-12-08T00:00:00.000Z',
        lines: [
          {
            orderLineId: 11,
            title: '星湖 内六角扳手套装',
            accepted: 3,
            rejected: 0,
            rejectReason: '',
            photos: [],
            afsNo: '',
          },
        ],
      },
    ];
    renderView(false, auto);
    const first = shipment('包裹 1/2');
    expect(first.getByText('已验收')).toBeTruthy();
    const receipt = first.getByTestId('shipment-receipt');
    expect(receipt.textContent).toContain('王收货');
    expect(within(receipt).getByText('合格 5')).toBeTruthy();
    expect(within(receipt).getByText('拒收 1（破损）')).toBeTruthy();
    expect(within(receipt).getByText('售后单 AS2026112900007')).toBeTruthy();
    expect(receipt.textContent).toContain(dayjs('2026-11-29T08:00:00.000Z').format('YYYY-MM-DD HH:mm'));

    const second = shipment('包裹 2/2');
    expect(second.getByText('自动验收')).toBeTruthy();
    expect(second.getByText('换货补发 · 售后单 AS2026112900007')).toBeTruthy();
    expect(second.getByText('签收 7 天后自动验收')).toBeTruthy();
  });

  it('offers 分批发货 only to who may ship this order, and only while something remains', () => {
    renderView(false);
    expect(screen.queryByRole('button', { name: '分批发货' })).toBeNull();
    renderView(true);
    fireEvent.click(screen.getByRole('button', { name: '分批发货' }));
    expect(screen.getByRole('dialog', { name: '分批发货' })).toBeTruthy();
  });

  it('says so when nothing has shipped yet', () => {
    renderView(true, {
      ...twoShipments,
      shippingState: 'none',
      shippingStateLabel: '未发货',
      lines: twoShipments.lines.map((l) => ({ ...l, shipped: 0, received: 0, accepted: 0, rejected: 0 })),
      shipments: [],
    });
    expect(screen.getByText('暂无发货记录')).toBeTruthy();
    expect(screen.queryByText('未发货')).toBeNull();
    expect(screen.getByRole('button', { name: '分批发货' })).toBeTruthy();
  });

  it('shows an order shipped before shipments existed by its one 物流信息', () => {
    renderWithQuery(
      <OrderShipmentsView
        data={{ ...twoShipments, shippingState: 'none', shippingStateLabel: '未发货', shipments: [] }}
        canShip={false}
        legacy={{ carrier: '极兔速递', trackingNo: 'JT0001234567', shippedAt: '2026-11-01T02:00:00.000Z' }}
      />,
      { motion: false },
    );
    expect(screen.getByText('极兔速递')).toBeTruthy();
    expect(screen.getByText('JT0001234567')).toBeTruthy();
    expect(screen.queryByText('暂无发货记录')).toBeNull();
  });

  it('has no 分批发货 once every line has shipped', () => {
    renderView(true, {
      ...twoShipments,
      shippingState: 'shipped',
      shippingStateLabel: '已全部发货',
      lines: twoShipments.lines.map((l) => ({ ...l, shipped: l.ordered })),
    });
    expect(screen.getByText('已全部发货')).toBeTruthy();
    expect(screen.queryByText(/未发货/)).toBeNull();
    expect(screen.queryByRole('button', { name: '分批发货' })).toBeNull();
  });
});
