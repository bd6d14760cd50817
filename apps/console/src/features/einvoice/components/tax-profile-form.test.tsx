import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import type { SellerTaxProfile } from '@mall/shared';
import { EINVOICE_BASE } from '../api/einvoice';
import { TaxProfileForm } from './tax-profile-form';

const saved: SellerTaxProfile = {
  merchantId: 0,
  taxpayerId: '91110000600037341L',
  name: '工业品商城（北京）有限公司',
  address: '北京市朝阳区建国路 88 号',
  phone: '010-65001234',
  bankName: '招商银行北京分行',
  bankAccount: '110902345610101',
  drawer: '王会计',
  provider: 'nuonuo',
  appKey: 'nn-app-key',
  hasAppSecret: true,
  hasAccessToken: true,
  updatedAt: '2026-11-30T02:00:00.000Z',
};

let profile: SellerTaxProfile | null = null;
const get = vi.fn((_url: string) => Promise.resolve(profile));
const post = vi.fn((_url: string, body: object) => Promise.resolve({ ...saved, ...body }));
vi.mock('@/lib/request', () => ({
  http: { get: (url: string) => get(url), post: (url: string, body: object) => post(url, body) },
}));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('开票信息', { timeout: 30_000 }, () => {
  it("refuses a bad 纳税人识别号, account and missing fields with the contract's words, and sends nothing", async () => {
    profile = null;
    renderWithQuery(<TaxProfileForm base={EINVOICE_BASE.console} />, { motion: false });
    expect(await screen.findByText('尚未填写开票信息，开具数电票前请先完善。')).toBeTruthy();
    type('纳税人识别号', '91110000600037341X');
    type('银行账号', '12-34');
    save();
    // Each field's message shows when its own validation settles, so wait for all four.
    await waitFor(() => {
      expect(screen.getByText('统一社会信用代码不正确（18 位，含校验位）')).toBeTruthy();
      expect(screen.getByText('银行账号为6到40位数字')).toBeTruthy();
      expect(screen.getByText('请填写销售方名称（1到100个字）')).toBeTruthy();
      expect(screen.getByText('请填写开票人（1到20个字）')).toBeTruthy();
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('诺诺 needs its keys when none is kept; a valid profile is saved', async () => {
    profile = null;
    renderWithQuery(<TaxProfileForm base={EINVOICE_BASE.portal} />, { motion: false });
    await screen.findByText('尚未填写开票信息，开具数电票前请先完善。');
    type('纳税人识别号', saved.taxpayerId);
    type('销售方名称', saved.name);
    type('地址', saved.address);
    type('电话', saved.phone);
    type('开户银行', saved.bankName);
    type('银行账号', saved.bankAccount);
    type('开票人', saved.drawer);
    fireEvent.click(screen.getByRole('radio', { name: '诺诺开放平台' }));
    // The keys show once 诺诺 is chosen.
    await screen.findByLabelText('appSecret');
    save();
    // findAll resolves on the first field's message; the other two keys' messages settle after it.
    await waitFor(() =>
      expect(screen.getAllByText('使用诺诺开票须填写 appKey、appSecret 和 accessToken')).toHaveLength(3),
    );
    expect(post).not.toHaveBeenCalled();

    type('appKey', 'nn-app-key');
    type('appSecret', 's3cret');
    type('accessToken', 't0ken');
    save();
    await waitFor(() => expect(success).toHaveBeenCalledWith('已保存'));
    expect(post).toHaveBeenCalledWith('/api/portal/invoice/einvoice/profile', {
      taxpayerId: saved.taxpayerId,
      name: saved.name,
      address: saved.address,
      phone: saved.phone,
      bankName: saved.bankName,
      bankAccount: saved.bankAccount,
      drawer: saved.drawer,
      provider: 'nuonuo',
      appKey: 'nn-app-key',
      appSecret: 's3cret',
      accessToken: 't0ken',
    });
  });

  it('shows the saved profile but never its secrets: kept ones stay unless typed again', async () => {
    profile = saved;
    renderWithQuery(<TaxProfileForm base={EINVOICE_BASE.console} />, { motion: false });
    await waitFor(() => expect(field('纳税人识别号').value).toBe(saved.taxpayerId));
    expect(field('appKey').value).toBe('nn-app-key');
    expect(field('appSecret').value).toBe('');
    expect(field('appSecret').placeholder).toBe('已保存（留空不修改）');
    save();
    await waitFor(() => expect(post).toHaveBeenCalled());
    const body = post.mock.calls[0]![1] as Record<string, unknown>;
    expect(post.mock.calls[0]![0]).toBe('/api/admin/invoice/einvoice/profile');
    expect(body.appSecret ?? '').toBe('');
    expect(body.accessToken ?? '').toBe('');
    expect(body.taxpayerId).toBe(saved.taxpayerId);
  });
});
