import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@mall/client-kit';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import type { DeliveryLogRow } from '@mall/shared';
import { DeliveryLog } from './delivery-log';

const failed: DeliveryLogRow = {
  id: 41,
  event: 'approval.waiting',
  eventLabel: '采购申请待审批',
  channel: 'email',
  channelLabel: '邮件',
  target: 'shenpi@demo.example',
  recipientKind: 'member',
  subject: '【采购申请待审批】PR202611300001 等待您审批',
  status: 'failed',
  statusLabel: '发送失败',
  attempts: 5,
  lastError: 'SMTP 550 mailbox unavailable: the recipient address was rejected by the remote server',
  createdAt: '2026-11-30T01:00:00.000Z',
  sentAt: null,
  notBefore: null,
};
const sent: DeliveryLogRow = {
  ...failed,
  id: 40,
  event: 'shop.order',
  eventLabel: '店铺新订单',
  channel: 'wecom',
  channelLabel: '企业微信',
  target: '订单群',
  recipientKind: 'robot',
  subject: '店铺新订单 2026113000012',
  status: 'sent',
  statusLabel: '已发送',
  attempts: 1,
  lastError: '',
  sentAt: '2026-11-30T00:30:05.000Z',
};
const held: DeliveryLogRow = {
  ...failed,
  id: 39,
  target: 'caiwu@demo.example',
  status: 'pending',
  statusLabel: '待发送',
  attempts: 0,
  lastError: '',
  notBefore: '2026-12-01T00:00:00.000Z',
};

// The request layer: the log answers the three rows; 重新发送 answers the row re-queued, or refuses (the
// request layer toasts the server's message and rejects).
let refuse = false;
const post = vi.fn((url: string, body: unknown) => {
  if (url.endsWith('/deliveries/resend')) {
    return refuse
      ? Promise.reject(new RequestError('该消息已发送，无需重发', 'http', 409))
      : Promise.resolve({ ...failed, status: 'pending', statusLabel: '待发送', attempts: 0 });
  }
  void body;
  return Promise.resolve({ list: [failed, sent, held], total: 3, pageNum: 1, pageSize: 20 });
});
vi.mock('@/lib/request', () => ({
  http: { post: (url: string, body: unknown) => post(url, body) },
}));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const renderLog = (entry = '/notifications/deliveries') =>
  renderAtRoute(<DeliveryLog />, entry, { motion: false });

/** The table row holding this text, once the log has come. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const lastBody = () => post.mock.calls.filter(([url]) => url.endsWith('/deliveries')).at(-1)?.[1];

describe('消息通知 · 投递记录', { timeout: 30_000 }, () => {
  it('lists each delivery with its event, channel, recipient, status, attempts and failure reason', async () => {
    renderLog();
    const row = within(await rowOf('shenpi@demo.example'));
    const cells = row.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      dayjs(failed.createdAt).format('YYYY-MM-DD HH:mm'),
      '采购申请待审批',
      '邮件',
      'shenpi@demo.example',
      failed.subject,
      '发送失败',
      '5',
      failed.lastError,
      '—',
      '重新发送',
    ]);
    expect(row.getByText('发送失败').closest('.ant-tag')?.className).toMatch(/red/);

    const robot = within(await rowOf('订单群'));
    expect(robot.getByText('群机器人')).toBeTruthy();
    expect(robot.getByText('已发送').closest('.ant-tag')?.className).toMatch(/green/);
    expect(robot.getByText(dayjs(sent.sentAt).format('YYYY-MM-DD HH:mm'))).toBeTruthy();
    // A sent message has nothing to resend.
    expect(robot.queryByText('重新发送')).toBeNull();

    const pending = within(await rowOf('caiwu@demo.example'));
    expect(pending.getByText('待发送').closest('.ant-tag')?.className).toMatch(/gold/);
    expect(pending.getByText('重新发送')).toBeTruthy();

    expect(lastBody()).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('shows the whole failure reason in a tooltip', async () => {
    renderLog();
    const row = within(await rowOf('shenpi@demo.example'));
    fireEvent.mouseEnter(row.getByText(failed.lastError));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', failed.lastError);
  });

  it('says until when a delivery is held for quiet hours', async () => {
    renderLog();
    const row = within(await rowOf('caiwu@demo.example'));
    fireEvent.mouseEnter(row.getByText('待发送'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      `免打扰，将于 ${dayjs(held.notBefore).format('YYYY-MM-DD HH:mm')} 后发送`,
    );
  });

  it('asks the server with the filters of the link', async () => {
    renderLog(
      '/notifications/deliveries?event=shop.order&channel=wecom&status=failed&target=%E8%AE%A2%E5%8D%95' +
        '&startDate=2026-11-01&endDate=2026-11-30',
    );
    await rowOf('订单群');
    expect(lastBody()).toEqual({
      event: 'shop.order',
      channel: 'wecom',
      status: 'failed',
      target: '订单',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('searches by recipient', async () => {
    renderLog();
    await rowOf('订单群');
    fireEvent.change(screen.getByPlaceholderText('邮箱或机器人名称'), {
      target: { value: ' demo.example ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastBody()).toEqual({ target: 'demo.example', pageNum: 1, pageSize: 20 }));
  });

  it('重新发送 posts the resend only after the confirmation, then says so and reads the log again', async () => {
    renderLog();
    const row = within(await rowOf('shenpi@demo.example'));
    const reads = post.mock.calls.length;
    fireEvent.click(row.getByRole('button', { name: '重新发送' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定重新发送这条消息？');
    expect(post).toHaveBeenCalledTimes(reads);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('已重新发送'));
    expect(post).toHaveBeenCalledWith('/api/admin/notification/deliveries/resend', { id: 41 });
    await waitFor(() =>
      expect(post.mock.calls.filter(([url]) => url.endsWith('/deliveries')).length).toBeGreaterThan(1),
    );
  });

  it("leaves a refusal to the request layer's toast: no success message", async () => {
    refuse = true;
    try {
      renderLog();
      const row = within(await rowOf('caiwu@demo.example'));
      fireEvent.click(row.getByRole('button', { name: '重新发送' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith('/api/admin/notification/deliveries/resend', { id: 39 }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(success).not.toHaveBeenCalled();
    } finally {
      refuse = false;
    }
  });
});
