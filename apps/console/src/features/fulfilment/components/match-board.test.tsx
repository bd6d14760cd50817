import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import type { MatchLine } from '@mall/shared';
import { MatchBoard } from './match-board';

const line = (over: Partial<MatchLine>): MatchLine => ({
  companyId: 3,
  orderNo: '2026113000042',
  orderedAt: '2026-11-20T02:00:00.000Z',
  orderLineId: 11,
  title: '星湖 内六角扳手套装',
  unit: '把',
  priceFen: 12_00,
  orderedQuantity: 10,
  orderedFen: 120_00,
  receivedQuantity: 10,
  receivedFen: 120_00,
  invoicedQuantity: 10,
  invoicedFen: 120_00,
  status: '匹配',
  diffQuantity: 0,
  diffFen: 0,
  ...over,
});
const LINES: MatchLine[] = [
  line({}),
  line({
    orderLineId: 12,
    title: '星湖 十字螺丝刀',
    unit: '支',
    priceFen: 8_50,
    orderedQuantity: 4,
    orderedFen: 34_00,
    receivedQuantity: 3,
    receivedFen: 25_50,
    invoicedQuantity: 0,
    invoicedFen: 0,
    status: '数量不符',
    diffQuantity: -1,
    diffFen: -8_50,
  }),
  line({
    companyId: 5,
    orderNo: '2026112800007',
    orderLineId: 21,
    title: '东岳 绝缘手套',
    unit: '副',
    priceFen: 15_00,
    orderedQuantity: 2,
    orderedFen: 30_00,
    receivedQuantity: 2,
    receivedFen: 30_00,
    invoicedQuantity: 3,
    invoicedFen: 45_00,
    status: '超额开票',
    diffQuantity: 1,
    diffFen: 15_00,
  }),
];

const post = vi.fn((url: string, _body: unknown) =>
  url === '/api/admin/fulfilment/match/list'
    ? Promise.resolve({ list: LINES, total: LINES.length })
    : Promise.reject(new Error(`unexpected ${url}`)),
);
vi.mock('@/lib/request', () => ({ http: { post: (url: string, body: unknown) => post(url, body) } }));
// 财务: the finance pages only (no company or order pages to link to).
vi.mock('@/lib/operator-store', () => ({ useCan: () => (area: string) => area === 'invoices' }));

componentTestHooks();

const renderBoard = (entry = '/finance/match') => renderAtRoute(<MatchBoard />, entry, { motion: false });
const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr')!);
const lastBody = () => post.mock.calls.at(-1)![1];

describe('三单匹配 board (console)', { timeout: 30_000 }, () => {
  it('shows each line’s ordered, received and invoiced pieces and ¥, its status tag and the difference', async () => {
    renderBoard();
    const mismatch = await rowOf('星湖 十字螺丝刀');
    const tag = mismatch.getByText('数量不符');
    expect(tag.className).toContain('ant-tag-orange');
    const cells = [...mismatch.getAllByRole('cell')].map((td) => td.textContent);
    expect(cells).toEqual([
      '3',
      expect.stringMatching(/^20261130000422026-11-20 \d{2}:00$/),
      '星湖 十字螺丝刀¥8.50',
      '4 支 · ¥34.00',
      '3 支 · ¥25.50',
      '0 支 · ¥0.00',
      '数量不符',
      '-1 支 · -¥8.50',
    ]);

    const over = await rowOf('东岳 绝缘手套');
    expect(over.getByText('超额开票').className).toContain('ant-tag-red');
    expect(over.getAllByRole('cell').at(-1)!.textContent).toBe('+1 副 · +¥15.00');

    const matched = await rowOf('星湖 内六角扳手套装');
    expect(matched.getByText('匹配').className).toContain('ant-tag-green');
    expect(matched.getAllByRole('cell').at(-1)!.textContent).toBe('—');
    // 财务 reads numbers, not links to pages of other areas.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks the server with the URL’s filters: month, status, order number and company', async () => {
    renderBoard('/finance/match?month=2026-11&status=数量不符&orderNo=2026113000042&companyId=3&page=2');
    await screen.findByText('星湖 十字螺丝刀');
    expect(lastBody()).toEqual({
      month: '2026-11',
      status: '数量不符',
      orderNo: '2026113000042',
      companyId: 3,
      pageNum: 2,
      pageSize: expect.any(Number) as number,
    });
    expect((screen.getByLabelText('月份') as HTMLInputElement).value).toBe('2026-11');
    expect((screen.getByLabelText('订单号') as HTMLInputElement).value).toBe('2026113000042');
  });

  it('filters by status from the form, back to page 1', async () => {
    renderBoard();
    await screen.findByText('星湖 十字螺丝刀');
    fireEvent.mouseDown(screen.getByLabelText('匹配状态'));
    const option = await screen.findByTitle('超额开票');
    await act(async () => {
      fireEvent.click(option);
    });
    fireEvent.change(screen.getByLabelText('企业 ID'), { target: { value: ' 5 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ status: '超额开票', companyId: 5, pageNum: 1 }));
  });
});
