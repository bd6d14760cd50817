import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@mall/client-kit';
import type { ApprovalLinkView } from '@mall/shared';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import { ApprovalLinkPage } from './approval-link-page';

const get = vi.fn();
const post = vi.fn();
vi.mock('@/lib/request', async () => ({
  http: { get: (url: string) => get(url), post: (url: string, body: unknown) => post(url, body) },
  request: vi.fn(),
  RequestError: (await import('@mall/client-kit')).RequestError,
}));

componentTestHooks();

const TOKEN = 'x'.repeat(43);
const view = (action: 'approve' | 'reject'): ApprovalLinkView => ({
  action,
  actionLabel: action === 'approve' ? '同意' : '驳回',
  channelLabel: '邮件审批',
  approverName: '张经理',
  expiresAt: '2026-12-01T08:00:00.000Z',
  needsSignIn: false,
  request: {
    requestNo: 'SQ20261130000001',
    requesterName: '李采购',
    departmentName: '研发部',
    amount: '6250.00',
    ruleName: '大额采购审批',
    level: '一级',
    remark: '',
    address: '李采购 13900000001 江苏省苏州市工业园区星湖街 328 号',
    lines: [
      {
        title: '深沟球轴承 6204',
        specs: '6204-2RS',
        quantity: 50,
        unit: '个',
        price: '125.00',
        amount: '6250.00',
        deliverTo: null,
      },
    ],
  },
  budgets: [{ name: '研发部', remaining: '193750.00' }],
});

const show = () =>
  renderAtRoute(
    <Routes>
      <Route path="/approval-link/:token" element={<ApprovalLinkPage />} />
    </Routes>,
    `/approval-link/${TOKEN}`,
  );

describe('the approval link page', () => {
  it('shows the request and decides only on the confirming click, with the 驳回 comment', async () => {
    get.mockResolvedValue(view('reject'));
    post.mockResolvedValue({ requestNo: 'SQ20261130000001', actionLabel: '驳回', status: 3, orderNo: null });
    show();
    expect(await screen.findByText('驳回采购申请')).toBeTruthy();
    expect(screen.getByText('研发部 ¥193750.00')).toBeTruthy();
    expect(screen.getByText('深沟球轴承 6204')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`/api/approval-link/${TOKEN}`);
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('审批意见（选填）'), { target: { value: '型号不对' } });
    await act(async () => {
      fireEvent.click(screen.getByText('确认驳回'));
    });
    expect(post).toHaveBeenCalledWith(`/api/approval-link/${TOKEN}`, { comment: '型号不对' });
    expect(await screen.findByText('已驳回采购申请 SQ20261130000001')).toBeTruthy();
  });

  it('shows where the goods go: the request’s address, and each line’s own when some go elsewhere', async () => {
    const split = view('approve');
    split.request.lines.push({
      title: '断路器 32A',
      specs: '2P',
      quantity: 2,
      unit: '个',
      price: '80.00',
      amount: '160.00',
      deliverTo: '王工 13900000002 浙江省杭州市西湖区文三路 90 号',
    });
    get.mockResolvedValue(split);
    show();
    expect(await screen.findByText('李采购 13900000001 江苏省苏州市工业园区星湖街 328 号')).toBeTruthy();
    expect(screen.getByText('配送地址')).toBeTruthy();
    expect(screen.getByText('同收货地址')).toBeTruthy();
    expect(screen.getByText('王工 13900000002 浙江省杭州市西湖区文三路 90 号')).toBeTruthy();
  });

  it('has no 配送地址 column when every line goes to the request’s address', async () => {
    get.mockResolvedValue(view('approve'));
    show();
    expect(await screen.findByText('同意采购申请')).toBeTruthy();
    expect(screen.queryByText('配送地址')).toBeNull();
  });

  it('says why a used link can’t be used', async () => {
    get.mockRejectedValue(new RequestError('此审批链接已使用过，不能再次使用', 'http', 410));
    show();
    expect(await screen.findByText('此审批链接已使用过，不能再次使用')).toBeTruthy();
    expect(screen.getByText('登录网站审批')).toBeTruthy();
  });
});
