import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { componentTestHooks, jsonResponse, renderWithQuery } from '@mall/client-kit/testing';
import type { OrderShipments } from '@mall/shared';
import { setOperatorTokens } from '@/lib/token-storage';
import { twoShipments } from './fixtures';
import { PartialShipModal } from './partial-ship-modal';

// The console's real request layer over a stubbed fetch: a refusal is toasted with the server's own words.
const fetchMock = vi.fn<typeof fetch>();
const success = vi.fn();
const error = vi.fn();
vi.mock('@/lib/toast', () => ({
  toast: { success: (text: string) => success(text), error: (text: string) => error(text) },
}));

componentTestHooks();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setOperatorTokens({
    accessToken: 'a1',
    accessExpires: Date.now() + 600_000,
    refreshToken: 'r1',
    refreshExpires: Date.now() + 3_600_000,
  });
});

// Nothing shipped yet: both lines remain whole.
const unshipped: OrderShipments = {
  ...twoShipments,
  shippingState: 'none',
  shippingStateLabel: '未发货',
  lines: twoShipments.lines.map((l) => ({ ...l, shipped: 0, received: 0, accepted: 0, rejected: 0 })),
  shipments: [],
};

const ORDER_PLACE = { contactName: '王工', mobile: '13800000001', fullAddress: '上海市浦东新区张江路 1 号' };

function renderModal(lines = unshipped.lines) {
  const onClose = vi.fn();
  const onShipped = vi.fn();
  renderWithQuery(
    <PartialShipModal
      open
      orderNo="2026113000042"
      lines={lines}
      orderAddress={ORDER_PLACE}
      onClose={onClose}
      onShipped={onShipped}
    />,
    { motion: false },
  );
  return { onClose, onShipped, dialog: within(screen.getByRole('dialog', { name: '分批发货' })) };
}
const quantityOf = (dialog: ReturnType<typeof within>, title: string) =>
  dialog.getByLabelText(`本次发货 ${title}`) as HTMLInputElement;

async function fillParcel(dialog: ReturnType<typeof within>, carrier: string, trackingNo: string) {
  fireEvent.mouseDown(dialog.getByLabelText('物流公司'));
  const option = await screen.findByTitle(carrier);
  await act(async () => {
    fireEvent.click(option);
  });
  fireEvent.change(dialog.getByLabelText('运单号'), { target: { value: trackingNo } });
}
const posted = () =>
  fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body)) as unknown]);

describe('分批发货 dialog', { timeout: 30_000 }, () => {
  it('lists the lines still to ship, each defaulting to what remains', () => {
    const { dialog } = renderModal();
    expect(quantityOf(dialog, '星湖 内六角扳手套装').value).toBe('10');
    expect(quantityOf(dialog, '星湖 十字螺丝刀').value).toBe('4');
    expect((dialog.getByLabelText('包裹数') as HTMLInputElement).value).toBe('1');

    // After a first shipment only the 1 把 left of the 扳手 is offered; the shipped 螺丝刀 is not.
    cleanup();
    const { dialog: later } = renderModal(twoShipments.lines);
    expect(quantityOf(later, '星湖 内六角扳手套装').value).toBe('1');
    expect(later.queryByLabelText('本次发货 星湖 十字螺丝刀')).toBeNull();
  });

  it('ships part of a line as one shipment: carrier code, number, packages and the non-zero lines', async () => {
    const answer = { ...twoShipments, orderNo: '2026113000042' };
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: '已发货', data: answer }));
    const { dialog, onClose, onShipped } = renderModal();
    await fillParcel(dialog, '顺丰速运', ' SF1400123456789 ');
    fireEvent.change(dialog.getByLabelText('包裹数'), { target: { value: '2' } });
    fireEvent.change(quantityOf(dialog, '星湖 内六角扳手套装'), { target: { value: '6' } });
    fireEvent.change(quantityOf(dialog, '星湖 十字螺丝刀'), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('已发货'));
    expect(posted()).toEqual([
      [
        '/api/admin/fulfilment/shipment/create',
        {
          orderNo: '2026113000042',
          carrierCode: 'SF',
          trackingNo: 'SF1400123456789',
          packages: 2,
          lines: [{ orderLineId: 11, quantity: 6 }],
        },
      ],
    ]);
    expect(onShipped).toHaveBeenCalledWith(answer);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server’s refusal as it comes and keeps the dialog with what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { code: 400, msg: '运单号格式不正确：顺丰速运的运单号不是这种格式', data: null }),
    );
    const { dialog, onClose, onShipped } = renderModal();
    await fillParcel(dialog, '顺丰速运', '12345678');
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('运单号格式不正确：顺丰速运的运单号不是这种格式'));
    expect(onShipped).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((dialog.getByLabelText('运单号') as HTMLInputElement).value).toBe('12345678');
  });

  it('refuses to send nothing: every quantity 0, or no carrier or number', async () => {
    const { dialog, onClose } = renderModal();
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请选择物流公司')).toBeTruthy();
    expect(await dialog.findByText('请输入运单号')).toBeTruthy();

    await fillParcel(dialog, '中通快递', '731234567890');
    fireEvent.change(quantityOf(dialog, '星湖 内六角扳手套装'), { target: { value: '0' } });
    fireEvent.change(quantityOf(dialog, '星湖 十字螺丝刀'), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('请至少为一个商品填写发货数量'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('分地址配送: picks the parcel’s place first and offers and sends only the lines going there', async () => {
    const site = {
      ...ORDER_PLACE,
      contactName: '李工',
      mobile: '13900000002',
      fullAddress: '江苏省苏州市工业园区星湖街 2 号',
      provinceCode: '32',
    };
    const lines = unshipped.lines.map((l, i) =>
      i === 1 ? { ...l, deliveryAddress: site as NonNullable<typeof l.deliveryAddress> } : l,
    );
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: '已发货', data: twoShipments }));
    const { dialog } = renderModal(lines);
    expect(dialog.getByText(/本订单的商品发往 2 个收货地址/)).toBeTruthy();
    const places = dialog.getAllByRole('radio');
    expect(places).toHaveLength(2);
    expect((places[0] as HTMLInputElement).checked).toBe(true);
    // The order's own place first: only the 扳手 goes there.
    expect(quantityOf(dialog, '星湖 内六角扳手套装').value).toBe('10');
    expect(dialog.queryByLabelText('本次发货 星湖 十字螺丝刀')).toBeNull();
    fireEvent.click(dialog.getByLabelText(/李工 13900000002 江苏省苏州市/));
    expect(quantityOf(dialog, '星湖 十字螺丝刀').value).toBe('4');
    expect(dialog.queryByLabelText('本次发货 星湖 内六角扳手套装')).toBeNull();
    await fillParcel(dialog, '顺丰速运', 'SF1400123456789');
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('已发货'));
    expect(posted()[0]![1]).toMatchObject({ lines: [{ orderLineId: 12, quantity: 4 }] });
  });
});
