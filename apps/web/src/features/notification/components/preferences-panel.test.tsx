import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@mall/shared';
import { componentTestHooks } from '@mall/client-kit/testing';
import { PreferencesPanel } from './preferences-panel';

const get = vi.fn();
const put = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { get: (url: string) => get(url), put: (url: string, body: unknown) => put(url, body) },
}));

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
  source: 'company',
};

const show = () =>
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PreferencesPanel />
      </QueryClientProvider>
    </ConfigProvider>,
  );

describe('通知设置', () => {
  it('shows whose settings are in force, keeps 安全 on, and saves the person’s own choices', async () => {
    get.mockResolvedValue(company);
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
    // No more 订单 mail, and no quiet hours.
    fireEvent.click(screen.getByLabelText('订单邮件'));
    fireEvent.click(screen.getByLabelText('免打扰时段'));
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
    });
    expect(await screen.findByText('当前为您的个人设置')).toBeTruthy();
  });
});
