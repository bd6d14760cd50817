import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import { TaxCodeTable } from './tax-code-table';
import { taxCode, toolsTaxCode } from '../testing/tax-code';

const tools = toolsTaxCode;
const seeds = taxCode('1010105000000000000', '种子种苗', '种子', 'exempt', '免税');

// The server: the table answers both codes (or those matching the keyword), a save answers the code saved.
const post = vi.fn((url: string, body: { keyword?: string }) => {
  if (url.endsWith('/tax-code/list'))
    return Promise.resolve([tools, seeds].filter((c) => !body.keyword || c.name.includes(body.keyword)));
  return Promise.resolve(body);
});
vi.mock('@/lib/request', () => ({ http: { post: (url: string, body: never) => post(url, body) } }));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const renderTable = () => renderAtRoute(<TaxCodeTable />, '/', { motion: false });

const saves = () => post.mock.calls.filter(([url]) => url.endsWith('/tax-code/save'));

/** The table once its codes have come, and its 新增编码 dialog open. */
async function openAdd() {
  renderTable();
  await screen.findByText('1080422000000000000');
  fireEvent.click(screen.getByRole('button', { name: /新增编码/ }));
  return within(await screen.findByRole('dialog'));
}

/** Types each value into the dialog's field of that label. */
function fill(dialog: ReturnType<typeof within>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(dialog.getByLabelText(label), { target: { value } });
}

/** The dialog given this code and 确定: the form's refusal says `message`, and nothing was saved. */
async function expectRefused(dialog: ReturnType<typeof within>, code: string, message: string) {
  fireEvent.change(dialog.getByLabelText('税收分类编码'), { target: { value: code } });
  fireEvent.click(dialog.getByRole('button', { name: '确定' }));
  expect(await dialog.findByText(message)).toBeTruthy();
  expect(saves()).toHaveLength(0);
}

describe('税收分类编码 · 编码表', { timeout: 30_000 }, () => {
  it('lists each code with its name, 简称 and rate (免税 as such)', async () => {
    renderTable();
    const row = within((await screen.findByText('1080422000000000000')).closest('tr')!);
    expect(row.getByText('工具')).toBeTruthy();
    expect(row.getByText('金属制品')).toBeTruthy();
    expect(row.getByText('13%')).toBeTruthy();
    const exempt = within(screen.getByText('1010105000000000000').closest('tr')!);
    expect(exempt.getByText('免税')).toBeTruthy();
    for (const title of ['编码', '名称', '简称', '税率'])
      expect(screen.getByRole('columnheader', { name: title }));
  });

  it('refuses a code that is not 19 digits, and a 简称 with a star, before asking the server', async () => {
    const dialog = await openAdd();
    fill(dialog, { 税收分类编码: '108042200000000000', 名称: '工具', 简称: '金属*制品' });
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('税收分类编码应为19位数字')).toBeTruthy();
    expect(dialog.getByText('商品和服务简称为1到20个字，不能含星号')).toBeTruthy();

    await expectRefused(dialog, '10804220000000000a0', '税收分类编码应为19位数字');
  });

  it('refuses to add a code the table already has (saving would overwrite it)', async () => {
    const dialog = await openAdd();
    await expectRefused(dialog, '1080422000000000000', '该编码已在编码表中，请在列表中修改');
  });

  it('adds a 19-digit code with the rate chosen, says so and reads the table again', async () => {
    const dialog = await openAdd();
    fill(dialog, { 税收分类编码: '3040 2010 0000 0000 000', 名称: '技术咨询服务', 简称: '信息技术服务' });
    fireEvent.click(dialog.getByRole('radio', { name: '6%' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('税收分类编码已保存'));
    expect(saves()).toEqual([
      [
        '/api/admin/catalogue/tax-code/save',
        { code: '3040201000000000000', name: '技术咨询服务', shortName: '信息技术服务', rate: '6' },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a code: the code stays, its rate can become 免税', async () => {
    renderTable();
    const row = within((await screen.findByText('1080422000000000000')).closest('tr')!);
    fireEvent.click(row.getByText('编辑'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('修改编码')).toBeTruthy();
    const code = dialog.getByLabelText('税收分类编码') as HTMLInputElement;
    expect(code.value).toBe('1080422000000000000');
    expect(code.disabled).toBe(true);
    expect((dialog.getByRole('radio', { name: '13%' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: '免税' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]![1]).toEqual({ code: tools.code, name: '工具', shortName: '金属制品', rate: 'exempt' });
  });

  it('searches by keyword', async () => {
    renderTable();
    await screen.findByText('1080422000000000000');
    fireEvent.change(screen.getByPlaceholderText('编码、名称或简称'), { target: { value: '种子' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('1080422000000000000')).toBeNull());
    expect(await screen.findByText('1010105000000000000')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/admin/catalogue/tax-code/list', { keyword: '种子' });
  });
});
