import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationRobot } from '@mall/shared';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { RobotsPanel } from './robots-panel';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/request', () => ({ http }));
const { get, post, put, delete: del } = http;
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

componentTestHooks();

const base = '/api/company/notification-robots';
const robot = (over: Partial<NotificationRobot>): NotificationRobot => ({
  id: 1,
  platform: 'dingtalk',
  name: '审批群',
  webhookHint: 'https://oapi.dingtalk.com/robot/send?access_token=abcd****',
  hasSecret: true,
  events: ['approval.waiting'],
  enabled: true,
  createdAt: '2026-11-30T08:00:00.000Z',
  ...over,
});

/** The open dialog (antd renders it in a portal). */
const dialog = async () =>
  (await screen.findByText('推送消息', { selector: 'label' })).closest('.ant-modal') as HTMLElement;
const click = async (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
  });

describe('企业采购 → 消息通知 → 群机器人', () => {
  it('lists robots masked, adds a 企业微信 robot with company events, and shows the platform’s test verdict', async () => {
    let robots = [robot({})];
    get.mockImplementation(async () => robots);
    post.mockImplementation(async (url: string, body: { name: string }) => {
      if (url === base) {
        const added = robot({
          id: 2,
          platform: 'wecom',
          name: body.name,
          hasSecret: false,
          webhookHint: 'h',
        });
        robots = [added, ...robots];
        return added;
      }
      if (url === `${base}/2/test`) return { sent: true, error: '' };
      if (url === `${base}/1/test`) return { sent: false, error: '钉钉：sign not match（310000）' };
      throw new Error(`unexpected ${url}`);
    });
    renderWithQuery(<RobotsPanel />);

    const row = (await screen.findByText('审批群')).closest('tr')!;
    expect(within(row).getByText('钉钉')).toBeTruthy();
    expect(within(row).getByText(/access_token=abcd\*\*\*\*/)).toBeTruthy();
    expect(within(row).getByText('采购申请待审批')).toBeTruthy();

    await click(screen.getByText('新增机器人'));
    const d = await dialog();
    // 企业微信 (the default) has no secret; only the company's events are offered.
    expect(within(d).getByText('企业微信群机器人无需密钥（密钥在地址的 key 中）')).toBeTruthy();
    expect(within(d).queryByText('登录密码已修改')).toBeNull();
    fireEvent.change(within(d).getByPlaceholderText('如：采购审批群'), { target: { value: ' 采购群 ' } });
    fireEvent.change(within(d).getByPlaceholderText(/Webhook 地址/), {
      target: { value: 'http://127.0.0.1:9/cgi-bin/webhook/send?key=k-0123456789' },
    });
    fireEvent.click(within(d).getByLabelText('采购申请待审批'));
    fireEvent.click(within(d).getByLabelText('订单已发货'));
    await click(within(d).getByText('保存').closest('button')!);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(base, {
        platform: 'wecom',
        name: '采购群',
        webhookUrl: 'http://127.0.0.1:9/cgi-bin/webhook/send?key=k-0123456789',
        secret: '',
        events: ['approval.waiting', 'order.shipped'],
        enabled: true,
      }),
    );

    const added = (await screen.findByText('采购群')).closest('tr')!;
    await click(within(added).getByText('发送测试消息'));
    expect(await within(added).findByText('发送成功：平台已接收测试消息')).toBeTruthy();
    const refused = screen.getByText('审批群').closest('tr')!;
    await click(within(refused).getByText('发送测试消息'));
    expect(await within(refused).findByText('发送失败：钉钉：sign not match（310000）')).toBeTruthy();
  }, 60_000);

  it('edits without showing the saved URL or secret, switches a robot off, and deletes after asking', async () => {
    get.mockResolvedValue([robot({})]);
    put.mockImplementation(async (_url: string, body: object) => ({ ...robot({}), ...body }));
    del.mockResolvedValue(null);
    renderWithQuery(<RobotsPanel />);
    const row = (await screen.findByText('审批群')).closest('tr')!;

    await click(within(row).getByText('编辑'));
    const d = await dialog();
    expect(within(d).getByText(/留空则不修改（当前：https:\/\/oapi\.dingtalk\.com/)).toBeTruthy();
    expect(within(d).getByPlaceholderText('留空则不修改')).toBeTruthy();
    fireEvent.click(within(d).getByLabelText('发票已开具'));
    await click(within(d).getByText('保存').closest('button')!);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`${base}/1`, {
        platform: 'dingtalk',
        name: '审批群',
        webhookUrl: '',
        secret: '',
        events: ['approval.waiting', 'invoice.issued'],
        enabled: true,
      }),
    );

    await click(within(row).getByLabelText('启用审批群'));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(`${base}/1`, {
        platform: 'dingtalk',
        name: '审批群',
        events: ['approval.waiting'],
        enabled: false,
      }),
    );

    await click(within(row).getByText('删除').closest('button')!);
    const confirm = await screen.findByText('删除这个机器人？删除后群里不再收到消息。');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await click(within(pop).getByText('删除').closest('button')!);
    await waitFor(() => expect(del).toHaveBeenCalledWith(`${base}/1`));
  }, 60_000);
});
