import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Address, CheckoutPreview } from '@mall/shared';
import { SettlementPage } from './settlement-page';
import { componentTestHooks } from '@mall/client-kit/testing';
import { jiangsuAddress } from '@/lib/testing/order-samples';

const warning = vi.fn();
const submitOrder = vi.fn();
const submitRequest = vi.fn();
let preview: CheckoutPreview;
vi.mock('@/lib/toast', () => ({
  toast: { warning: (text: string) => warning(text), error: vi.fn(), success: vi.fn() },
}));
vi.mock('../api/checkout-api', () => ({
  useCheckoutPreview: () => ({ data: preview, isFetching: false, error: null, refetch: vi.fn() }),
  submitOrder: (body: unknown) => submitOrder(body),
}));
vi.mock('../api/submit-purchase-request', () => ({
  submitPurchaseRequest: (body: unknown) => submitRequest(body),
}));
vi.mock('../api/get-invoice-titles', () => ({ useInvoiceTitles: () => ({ data: [], isPending: false }) }));

componentTestHooks();

function basePreview(): CheckoutPreview {
  return {
    lines: [
      {
        skuId: 11,
        productId: 1,
        cartLineId: 5,
        image: '',
        title: '安全帽 ABS 国标',
        brandName: '代尔塔',
        modelNo: '102012',
        specValues: ['白色'],
        unit: '顶',
        price: '3000.00',
        quantity: 2,
        amount: '6000.00',
        stock: 100,
        available: true,
        reason: null,
      },
    ],
    amounts: {
      goodsAmount: '6000.00',
      freightAmount: '0.00',
      discountAmount: '0.00',
      payAmount: '6000.00',
      itemCount: 2,
      lineCount: 1,
    },
    areaCode: '310000',
    address: null,
    payMethods: [{ value: 4, label: '线下/对公转账', online: false }],
    invoiceTypes: [],
    canSubmit: true,
    problems: [],
    approval: null,
  };
}

/** `defaultAddressId` left out: the buyer has none; undefined: the list is loading. */
function setup(opts: { defaultAddressId?: number | null; pick?: boolean; addresses?: Address[] } = {}) {
  const defaultAddressId = 'defaultAddressId' in opts ? opts.defaultAddressId : null;
  const pick = opts.pick ?? true;
  const onPlaced = vi.fn();
  const onRequested = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/settlement',
        element: (
          <SettlementPage
            source={{ cartLineIds: [5] }}
            areaCode="310000"
            renderAddress={(_, onChange) => (
              <button type="button" onClick={() => onChange(9)}>
                pick-address
              </button>
            )}
            defaultAddressId={defaultAddressId}
            addresses={opts.addresses}
            onPlaced={onPlaced}
            onRequested={onRequested}
          />
        ),
      },
    ],
    { initialEntries: ['/settlement?cartIds=5'] },
  );
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  if (pick) fireEvent.click(screen.getByRole('button', { name: 'pick-address' }));
  return { onPlaced, onRequested };
}

describe('the delivery address', () => {
  it('提交订单 waits while the address list loads', () => {
    preview = basePreview();
    setup({ defaultAddressId: undefined, pick: false });
    const button = screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('the default address goes with the order when the buyer picks none', async () => {
    preview = basePreview();
    submitOrder.mockResolvedValue({ orderNo: 'D1', payAmount: '6000.00' });
    const { onPlaced } = setup({ defaultAddressId: 7, pick: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(submitOrder.mock.calls[0]![0]).toMatchObject({ addressId: 7 });
  });

  it('a buyer without an address is asked to add one', async () => {
    preview = basePreview();
    setup({ pick: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    expect(warning).toHaveBeenCalledWith('请选择收货地址');
    expect(submitOrder).not.toHaveBeenCalled();
  });
});

describe('settlement for company buyers', () => {
  it('a personal checkout shows no company fields and places the order', async () => {
    preview = basePreview();
    submitOrder.mockResolvedValue({ orderNo: 'D1', payAmount: '6000.00' });
    const { onPlaced } = setup();
    expect(screen.queryByText(/该订单需审批/)).toBeNull();
    expect(screen.queryByLabelText('采购单号')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(submitRequest).not.toHaveBeenCalled();
    const body = submitOrder.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).not.toHaveProperty('poNumber');
  });

  it('a checkout an approval rule catches shows the notice and submits a purchase request', async () => {
    preview = {
      ...basePreview(),
      approval: { ruleName: '大额采购审批', levels: ['一级：张三/李四', '二级：部门负责人'] },
      budgets: [{ name: '设备部 2026年11月', remaining: '12000.00', enough: true }],
      company: {
        poRequired: false,
        costCentres: [
          { id: 10, name: '设备部' },
          { id: 11, name: '采购部' },
        ],
        defaultCostCentreId: 10,
      },
    };
    submitRequest.mockResolvedValue({ requestNo: 'SQ2026112500001' });
    const { onPlaced, onRequested } = setup();
    expect(screen.getByText('该订单需审批：大额采购审批')).toBeTruthy();
    expect(screen.getByText('审批流程：一级：张三/李四 → 二级：部门负责人')).toBeTruthy();
    expect(screen.getByText('设备部 2026年11月')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    fireEvent.change(screen.getByLabelText('采购单号'), { target: { value: ' PO-2026-001 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交采购申请' }));
    });
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith({ requestNo: 'SQ2026112500001' }));
    expect(submitOrder).not.toHaveBeenCalled();
    expect(onPlaced).not.toHaveBeenCalled();
    expect(submitRequest.mock.calls[0]![0]).toMatchObject({
      cartLineIds: [5],
      addressId: 9,
      poNumber: 'PO-2026-001',
      costCentreId: 10,
      expectedPayAmount: '6000.00',
    });
  });

  it('a company that requires 采购单号 stops the submit until one is typed', async () => {
    preview = {
      ...basePreview(),
      company: { poRequired: true, costCentres: [], defaultCostCentreId: null },
    };
    submitOrder.mockResolvedValue({ orderNo: 'D2', payAmount: '6000.00' });
    setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    expect(warning).toHaveBeenCalledWith('请填写采购单号');
    expect(screen.getAllByText('请填写采购单号').length).toBeGreaterThan(0);
    expect(submitOrder).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('采购单号'), { target: { value: 'PO/7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    await waitFor(() => expect(submitOrder).toHaveBeenCalledTimes(1));
    expect(submitOrder.mock.calls[0]![0]).toMatchObject({ poNumber: 'PO/7', costCentreId: null });
  });
});

const book = (id: number, contactName: string, city: string, detail: string): Address => ({
  id,
  ...jiangsuAddress(contactName, city, detail),
  isDefault: id === 9 ? 1 : 0,
});

/** The lines of the group going to this place (its heading `送至：…`), as they read. */
const linesTo = (heading: string) =>
  within(screen.getByRole('group', { name: heading }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('分地址配送', () => {
  const company = { poRequired: false, costCentres: [], defaultCostCentreId: null };
  const twoLines = (): CheckoutPreview => {
    const base = basePreview();
    const glove = { ...base.lines[0]!, skuId: 12, cartLineId: 6, title: '丁腈手套 M 码', unit: '副' };
    return { ...base, company, lines: [base.lines[0]!, glove] };
  };
  const addresses = [book(9, '李工', '苏州市', '星湖街 328 号'), book(15, '周工', '无锡市', '新区二车间')];

  it('a company buyer sends a line to another address: the lines are grouped by address and the order carries lineAddresses', async () => {
    preview = twoLines();
    submitOrder.mockResolvedValue({ orderNo: 'D3', payAmount: '6000.00' });
    const { onPlaced } = setup({ addresses });
    expect(screen.queryByLabelText('安全帽 ABS 国标的收货地址')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: '分地址配送' }));
    });
    await choose('丁腈手套 M 码的收货地址', '周工 13900139000 江苏省无锡市新区二车间');
    expect(screen.getByText('共 2 个收货地址，将按地址分别发货')).toBeTruthy();
    expect(linesTo('送至：李工 13900139000 江苏省苏州市星湖街 328 号')).toEqual(['安全帽 ABS 国标 × 2顶']);
    expect(linesTo('送至：周工 13900139000 江苏省无锡市新区二车间')).toEqual(['丁腈手套 M 码 × 2副']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(submitOrder.mock.calls.at(-1)![0]).toMatchObject({
      addressId: 9,
      lineAddresses: [{ skuId: 12, addressId: 15 }],
    });
  });

  it('a checkout that needs approval sends the lines’ addresses with the purchase request', async () => {
    preview = { ...twoLines(), approval: { ruleName: '大额采购审批', levels: [] } };
    submitRequest.mockResolvedValue({ requestNo: 'SQ2026113000001' });
    const { onRequested } = setup({ addresses });
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: '分地址配送' }));
    });
    await choose('丁腈手套 M 码的收货地址', '周工 13900139000 江苏省无锡市新区二车间');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交采购申请' }));
    });
    await waitFor(() => expect(onRequested).toHaveBeenCalled());
    expect(submitOrder).not.toHaveBeenCalled();
    expect(submitRequest.mock.calls.at(-1)![0]).toMatchObject({
      addressId: 9,
      lineAddresses: [{ skuId: 12, addressId: 15 }],
    });
  });

  it('a personal buyer gets no 分地址配送', () => {
    preview = { ...twoLines(), company: null };
    setup({ addresses });
    expect(screen.queryByRole('switch', { name: '分地址配送' })).toBeNull();
  });
});

/** Picks an option of the antd Select whose field is labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await screen.findByTitle(option);
  await act(async () => {
    fireEvent.click(item);
  });
}
