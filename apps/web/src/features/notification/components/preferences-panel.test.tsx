import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@mall/client-kit';
import type { NotificationEmailView, NotificationPreferences } from '@mall/shared';
import { componentTestHooks } from '@mall/client-kit/testing';
import { PreferencesPanel } from './preferences-panel';

const get = vi.fn();
const put = vi.fn();
const post = vi.fn();
vi.mock('@/lib/request', async () => ({
  http: {
    get: (url: string) => get(url),
    put: (url: string, body: unknown) => put(url, body),
    post: (url: string, body: unknown) => post(url, body),
  },
  RequestError: (await import('@mall/client-kit')).RequestError,
}));
const TOKEN = 'y'.repeat(43);
/** The answers of the GETs: the choices, the 接收邮箱, and a confirmation link's address. */
const answer =
  (email: NotificationEmailView, link: () => Promise<unknown> = () => Promise.reject(new Error('no link'))) =>
  (url: string) =>
    url === '/api/notification/email'
      ? Promise.resolve(email)
      : url === `/api/email-confirm/${TOKEN}`
        ? link()
        : Promise.resolve(company);

componentTestHooks();

const row = (group: string, label: string, sms: boolean, email: boolean, locked = false) => ({
  group,
  label,
  inbox: true,
  sms,
  email,
  locked,
  urgent: locked,
});
const company: NotificationPreferences = {
  groups: [
    row('approval', '审批', true, true),
    row('order', '订单', false, true),
    row('security', '安全', true, true, true),
  ],
  quietHours: { enabled: true, start: '22:00', end: '08:00' },
  digest: false,
  source: 'company',
};

const show = (entry = '/user-info?tab=notifications') =>
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[entry]}>
          <PreferencesPanel />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );

describe('通知设置', () => {
  it('shows whose settings are in force, keeps 安全 on, and saves the person’s own choices', async () => {
    get.mockImplementation(answer({ email: 'caigou@demo.example', confirmed: true, sentAt: '' }));
    put.mockImplementation(async (_url: string, body: { groups: object }) => ({
      ...company,
      source: 'own',
      body,
    }));
    show();
    expect(await screen.findByText('当前沿用企业的默认设置，保存后改为您的个人设置')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/notification/preferences');
    const securityMail = screen.getByLabelText('安全邮件') as HTMLInputElement;
    expect(securityMail.disabled).toBe(true);
    // No more 订单 mail, no quiet hours, and one mail a day.
    fireEvent.click(screen.getByLabelText('订单邮件'));
    fireEvent.click(screen.getByLabelText('免打扰时段'));
    expect(screen.getByLabelText('每日汇总邮件').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByLabelText('每日汇总邮件'));
    await act(async () => {
      fireEvent.click(screen.getByText('保存设置'));
    });
    expect(put).toHaveBeenCalledWith('/api/notification/preferences', {
      groups: {
        approval: { sms: true, email: true },
        order: { sms: false, email: false },
        security: { sms: true, email: true },
      },
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
      digest: true,
    });
    expect(await screen.findByText('当前为您的个人设置')).toBeTruthy();
  });

  it('shows an unconfirmed 接收邮箱 and sends the confirmation mail to a new address', async () => {
    get.mockImplementation(answer({ email: 'old@demo.example', confirmed: false, sentAt: '' }));
    post.mockResolvedValue({ email: 'new@demo.example', confirmed: false, sentAt: '2026-11-30T10:00:00Z' });
    show();
    expect(await screen.findByText('未确认')).toBeTruthy();
    expect(screen.getByText('old@demo.example')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('接收邮箱'), { target: { value: ' new@demo.example ' } });
    await act(async () => {
      fireEvent.click(screen.getByText('发送确认邮件'));
    });
    expect(post).toHaveBeenCalledWith('/api/notification/email', { email: 'new@demo.example' });
    expect(await screen.findByText('new@demo.example')).toBeTruthy();
    expect(screen.getByText(/^确认邮件已于 2026-11-30 \d\d:00 发送/)).toBeTruthy();
  });

  it('shows what a mail’s link confirms and confirms it only on the click', async () => {
    get.mockImplementation(
      answer({ email: 'new@demo.example', confirmed: false, sentAt: '2026-11-30T10:00:00Z' }, async () => ({
        username: 'qy_caigou',
        email: 'new@demo.example',
        expiresAt: '2026-12-01T10:00:00Z',
      })),
    );
    post.mockResolvedValue({ email: 'new@demo.example' });
    show(`/user-info?tab=notifications&confirm=${TOKEN}`);
    expect(await screen.findByText('qy_caigou')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByText('确认此邮箱'));
    });
    expect(post).toHaveBeenCalledWith(`/api/email-confirm/${TOKEN}`, undefined);
    expect(await screen.findByText('今后的通知邮件将发送到 new@demo.example。')).toBeTruthy();
  });

  it('says why a superseded link can’t be used', async () => {
    const why = '此确认链接已失效：接收邮箱已更改或已重新发送确认邮件，请使用最新的邮件';
    get.mockImplementation(
      answer({ email: 'new@demo.example', confirmed: false, sentAt: '' }, () =>
        Promise.reject(new RequestError(why, 'http', 410)),
      ),
    );
    show(`/user-info?tab=notifications&confirm=${TOKEN}`);
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.getByText('此确认链接无法使用')).toBeTruthy();
  });
});
