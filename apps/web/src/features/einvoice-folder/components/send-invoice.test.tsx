import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { toast } from '@/lib/toast';
import { InvoiceFolderPage } from './invoice-folder-page';
import { folderRow } from '../testing/folder-row';
import { http } from '@/lib/request';

vi.mock('@/lib/request');
vi.mock('@/lib/toast');
const post = vi.mocked(http.post) as Mock;
vi.mock('@/lib/download');

componentTestHooks();

const DELIVER = '/api/invoice/einvoice/folder/deliver';

const renderPage = () => renderWithQuery(<InvoiceFolderPage />);

/** Opens the 发送 dialog of the folder's one row. */
async function openSend() {
  post.mockImplementation(async (url: string) => {
    if (url === DELIVER) return { serial: 'ED1', status: 'sent', statusLabel: '已发送' };
    return { list: [folderRow()], total: 1, pageNum: 1, pageSize: 10 };
  });
  renderPage();
  const row = (await screen.findByText('26352000000000000123', { selector: '.mall-folder-number' })).closest(
    'tr',
  )!;
  fireEvent.click(within(row).getByRole('button', { name: '发送' }));
  return screen.findByRole('dialog', { name: '发送发票' });
}

const delivered = () => post.mock.calls.filter(([url]) => url === DELIVER);

describe('发票夹 › 发送', () => {
  it('opens empty, asks for an address, refuses a bad e-mail or phone in Chinese', async () => {
    post.mockReset();
    const dialog = await openSend();
    const email = within(dialog).getByLabelText('邮箱') as HTMLInputElement;
    const phone = within(dialog).getByLabelText('手机号码') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(phone.value).toBe('');
    expect(within(dialog).getByText(/将发票 26352000000000000123 发送到邮箱/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect((await within(dialog).findAllByText('请填写邮箱或手机号码')).length).toBeGreaterThan(0);
    fireEvent.change(email, { target: { value: 'caiwu@' } });
    fireEvent.change(phone, { target: { value: '1380013800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('请填写正确的邮箱地址')).toBeTruthy();
    expect(await within(dialog).findByText('请填写正确的手机号码')).toBeTruthy();
    expect(delivered()).toHaveLength(0);
  });

  it('sends to the e-mail and the phone with one key per dialog, says 发票已发送 and closes', async () => {
    post.mockReset();
    const dialog = await openSend();
    fireEvent.change(within(dialog).getByLabelText('邮箱'), { target: { value: ' caiwu@example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(delivered()).toHaveLength(1));
    expect(delivered()[0]![1]).toEqual({
      id: 'blue-9',
      email: 'caiwu@example.com',
      phone: '13800138000',
      idempotencyKey: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('发票已发送'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发送发票' })).toBeNull());
  });

  it('sends to a phone alone', async () => {
    post.mockReset();
    const dialog = await openSend();
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(delivered()).toHaveLength(1));
    expect(delivered()[0]![1]).toMatchObject({ id: 'blue-9', email: '', phone: '13800138000' });
  });
});
