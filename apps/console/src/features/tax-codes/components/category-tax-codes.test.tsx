import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryTaxCode, TaxCode } from '@mall/shared';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { CategoryTaxCodes } from './category-tax-codes';
import { pickTaxCode, taxCode, toolsTaxCode } from '../testing/tax-code';

const tools = toolsTaxCode;
const power = taxCode('1090511000000000000', '电动工具', '电动工具', '9', '9%');
const cat = (
  categoryId: number,
  parentId: number,
  level: number,
  title: string,
  code: string | null,
  effective: TaxCode | null,
): CategoryTaxCode => ({ categoryId, parentId, level, title, code, effective });

// As the server answers: parents first; 手动工具 and 扳手 inherit 工具耗材's code, 电钻 has its own, 办公用品 none.
const categories = [
  cat(1, 0, 1, '工具耗材', tools.code, tools),
  cat(9, 0, 1, '办公用品', null, null),
  cat(11, 1, 2, '手动工具', null, tools),
  cat(12, 1, 2, '电动工具', null, tools),
  cat(111, 11, 3, '扳手', null, tools),
  cat(121, 12, 3, '电钻', power.code, power),
];

const post = vi.fn((url: string, _body?: unknown) =>
  Promise.resolve(
    url.endsWith('/category/list') ? categories : url.endsWith('/tax-code/list') ? [tools, power] : null,
  ),
);
vi.mock('@/lib/request', () => ({ http: { post: (url: string, body: never) => post(url, body) } }));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr')!);
const saves = () => post.mock.calls.filter(([url]) => url.endsWith('/category/save'));

const search = (word: string) =>
  fireEvent.change(screen.getByLabelText('分类名称'), { target: { value: word } });

describe('税收分类编码 · 分类编码', { timeout: 30_000 }, () => {
  it("shows a category's own code, and for one without it the code inherited and from which ancestor", async () => {
    renderWithQuery(<CategoryTaxCodes />, { motion: false });
    const top = await rowOf('工具耗材');
    // Its own code, and the same one applying.
    expect(top.getAllByText('1080422000000000000')).toHaveLength(2);
    expect(top.getByText('金属制品')).toBeTruthy();
    // 办公用品 has none, nor anything above it.
    expect((await rowOf('办公用品')).getAllByText('未设置')).toHaveLength(2);

    search('扳手');
    const wrench = await rowOf('工具耗材 / 手动工具 / 扳手');
    expect(wrench.getByText('沿用上级')).toBeTruthy();
    expect(wrench.getByText('1080422000000000000')).toBeTruthy();
    expect(wrench.getByText('（工具耗材）')).toBeTruthy();
    expect(wrench.getByText('13%')).toBeTruthy();

    search('电钻');
    const drill = await rowOf('工具耗材 / 电动工具 / 电钻');
    expect(drill.getAllByText('1090511000000000000')).toHaveLength(2);
    expect(drill.queryByText('沿用上级')).toBeNull();
    expect(drill.getByText('9%')).toBeTruthy();
  });

  it('sets a code on a category from the code table', async () => {
    renderWithQuery(<CategoryTaxCodes />, { motion: false });
    fireEvent.click((await rowOf('办公用品')).getByText('设置编码'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('设置「办公用品」的税收分类编码')).toBeTruthy();
    await pickTaxCode(dialog.getByLabelText('税收分类编码'), '1090511000000000000 电动工具（电动工具，9%）');
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('分类的税收分类编码已保存'));
    expect(saves()).toEqual([
      ['/api/admin/catalogue/tax-code/category/save', { categoryId: 9, code: '1090511000000000000' }],
    ]);
  });

  it('clears a category’s own code (沿用上级) by saving it empty', async () => {
    renderWithQuery(<CategoryTaxCodes />, { motion: false });
    await screen.findByText('工具耗材');
    search('电钻');
    fireEvent.click((await rowOf('工具耗材 / 电动工具 / 电钻')).getByText('设置编码'));
    const dialog = within(await screen.findByRole('dialog'));
    // The dialog opens on the category's own code; clearing it leaves the placeholder 沿用上级.
    expect(await dialog.findByTitle('1090511000000000000 电动工具（电动工具，9%）')).toBeTruthy();
    const clear = document.querySelector('.ant-modal .ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(await dialog.findByText('沿用上级')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]![1]).toEqual({ categoryId: 121, code: null });
  });
});
