import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_GROUPS, type NotificationPreferences } from '@mall/shared';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { DefaultsPanel } from './defaults-panel';

const http = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/request', () => ({ http }));
const { get, put } = http;

componentTestHooks();

/** The platform's defaults for 审批 and 安全 (locked on, not quieted), as the server answers them. */
const platform: NotificationPreferences = {
  groups: (['approval', 'security'] as const).map((group) => ({
    group,
    ...NOTIFICATION_GROUPS[group],
    inbox: true,
    sms: true,
    email: true,
  })),
  quietHours: { enabled: true, start: '22:00', end: '08:00' },
  digest: false,
  source: 'default',
};

describe('企业采购 → 消息通知 → 企业默认通知设置', () => {
  it('says the platform’s defaults are in force until saved, and saves the company’s', async () => {
    get.mockResolvedValue(platform);
    put.mockImplementation(async () => ({ ...platform, source: 'company' }));
    renderWithQuery(<DefaultsPanel />);
    expect(await screen.findByText('企业尚未设置，当前为平台默认设置')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/company/notification/defaults');
    expect((screen.getByLabelText('安全短信') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('审批短信'));
    await act(async () => {
      fireEvent.click(screen.getByText('保存'));
    });
    expect(put).toHaveBeenCalledWith('/api/company/notification/defaults', {
      groups: { approval: { sms: false, email: true }, security: { sms: true, email: true } },
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
      digest: false,
    });
    expect(await screen.findByText('当前为企业默认设置')).toBeTruthy();
  }, 30_000);
});
