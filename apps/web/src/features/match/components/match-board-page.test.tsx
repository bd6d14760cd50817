import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@mall/client-kit';
import type { MatchLine } from '@mall/shared';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import { MatchBoardPage, readFilters, signedMoney } from './match-board-page';

const post = vi.fn();
const request = vi.fn();
vi.mock('@/lib/request', async () => {
  const kit = await import('@mall/client-kit');
  return {
    http: { get: vi.fn(), post: (url: string, body: unknown) => post(url, body) },
    request: (...args: unknown[]) => request(...args),
    RequestError: kit.RequestError,
  };
});
vi.mock('@mall/client-kit', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  saveResponse: vi.fn(async () => '三单匹配-2026-11.xlsx'),
}));

componentTestHooks();

const line = (over: Partial<MatchLine>): MatchLine => ({
  companyId: 3,
  orderNo: 'DD20261130000001',
  orderedAt: '2026-11-20T02:00:00.000Z',
  orderLineId: 1,
  title: '世达 内六角扳手套装',
  unit: '套',
  priceFen: 1000,
  orderedQuantity: 2,
  orderedFen: 2000,
  receivedQuantity: 1,
  receivedFen: 1000,
  invoicedQuantity: 0,
  invoicedFen: 0,
  status: '数量不符',
  diffQuantity: -1,
  diffFen: -1000,
  ...over,
});

function show(url = '/company/credit?view=match') {
  renderAtRoute(
    <Routes>
      <Route path="/company/credit" element={<MatchBoardPage />} />
    </Routes>,
    url,
  );
}

/** The board's body with no filter: the first page of 20. */
const NO_FILTERS = {
  month: undefined,
  status: undefined,
  orderNo: undefined,
  statementNo: undefined,
  pageNum: 1,
  pageSize: 20,
};

describe('三单匹配 for the company’s 财务', () => {
  it('asks with the URL’s filters and shows each line’s coloured status with its difference in pieces and ¥', async () => {
    post.mockResolvedValue({
      list: [
        line({}),
        line({
          orderLineId: 2,
          title: '防割手套',
          unit: '副',
          receivedQuantity: 2,
          receivedFen: 2000,
          invoicedQuantity: 2,
          invoicedFen: 2000,
          status: '匹配',
          diffQuantity: 0,
          diffFen: 0,
        }),
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    });
    show('/company/credit?view=match&month=2026-11&status=数量不符&orderNo=DD20261130000001');
    // Text queries, not role queries: accessible names over antd's DOM are slow in jsdom.
    await screen.findByText('世达 内六角扳手套装');
    expect(post).toHaveBeenCalledWith('/api/company/match/list', {
      month: '2026-11',
      status: '数量不符',
      orderNo: 'DD20261130000001',
      statementNo: undefined,
      pageNum: 1,
      pageSize: 20,
    });
    const short = screen.getByText('世达 内六角扳手套装').closest('tr')!;
    expect(within(short).getByText('数量不符').closest('.ant-tag')!.className).toContain('orange');
    expect(within(short).getByText('-1套')).toBeTruthy();
    expect(within(short).getByText('-¥10.00')).toBeTruthy();
    const matched = screen.getByText('防割手套').closest('tr')!;
    expect(within(matched).getByText('匹配').closest('.ant-tag')!.className).toContain('green');
    expect(within(matched).getByText('无差异')).toBeTruthy();
  });

  it('searches by order number from page 1, pages, and exports the filtered board as Excel', async () => {
    post.mockImplementation(async (_url: string, body: { pageNum: number }) => ({
      list: [line({ orderLineId: body.pageNum, title: `第 ${body.pageNum} 页的商品` })],
      total: 45,
      pageNum: body.pageNum,
      pageSize: 20,
    }));
    request.mockResolvedValue(new Response('xlsx'));
    show('/company/credit?view=match&month=2026-11&pageNum=2');
    await screen.findByText('第 2 页的商品');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('第 3 页的商品');
    expect(post).toHaveBeenLastCalledWith('/api/company/match/list', expect.objectContaining({ pageNum: 3 }));
    fireEvent.change(screen.getByPlaceholderText('输入订单号'), { target: { value: ' DD20261130000009 ' } });
    fireEvent.change(screen.getByPlaceholderText('输入对账单号'), { target: { value: 'DZ000012' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/company/match/list', {
        month: '2026-11',
        status: undefined,
        orderNo: 'DD20261130000009',
        statementNo: 'DZ000012',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByText('导出 Excel'));
    });
    expect(request).toHaveBeenCalledWith('GET', '/api/company/match/export', {
      params: { month: '2026-11', status: undefined, orderNo: 'DD20261130000009', statementNo: 'DZ000012' },
      raw: true,
    });
    fireEvent.click(screen.getByText('重置'));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/api/company/match/list', NO_FILTERS));
  });

  it('shows a member without 财务 or 管理员 the server’s refusal', async () => {
    post.mockRejectedValue(
      new RequestError('需要财务或管理员角色才能查看三单匹配，请联系企业管理员分配', 'forbidden', 403),
    );
    show();
    expect(
      await screen.findByText('需要财务或管理员角色才能查看三单匹配，请联系企业管理员分配'),
    ).toBeTruthy();
    expect(screen.queryByText('导出 Excel')).toBeNull();
  });
});

describe('the board’s helpers', () => {
  it('reads filters from the URL (an unknown status or page is dropped) and writes signed money', () => {
    expect(readFilters(new URLSearchParams('status=别的&pageNum=-2'))).toEqual(NO_FILTERS);
    expect([signedMoney(-1000), signedMoney(250), signedMoney(0)]).toEqual(['-¥10.00', '+¥2.50', '¥0.00']);
  });
});
