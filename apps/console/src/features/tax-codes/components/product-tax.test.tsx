import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SkuTaxFacts } from '@mall/shared';
import { componentTestHooks, renderWithQuery } from '@mall/client-kit/testing';
import { ProductTaxCheck } from './product-tax-check';
import { ProductTaxCodeCard } from './product-tax-code-card';
import { pickTaxCode, taxCode } from '../testing/tax-code';

const power = taxCode('1090511000000000000', '电动工具', '电动工具', '13', '13%');
const drill = {
  id: 1001,
  title: '博世 冲击钻 GSB 600',
  skus: [
    { id: 5001, spec: { 电压: '220V' } },
    { id: 5002, spec: { 电压: '110V' } },
  ],
};
const facts = (skuId: number, over: Partial<SkuTaxFacts> = {}): SkuTaxFacts => ({
  skuId,
  productId: 1001,
  source: 'category',
  code: power.code,
  shortName: power.shortName,
  rate: power.rate,
  lineName: `*电动工具*${drill.title}`,
  missing: null,
  ...over,
});
const missing = (skuId: number) =>
  facts(skuId, {
    source: 'none',
    code: null,
    shortName: null,
    rate: null,
    lineName: '',
    missing: `「${drill.title}」未设置税收分类编码，请在商品或其分类上设置`,
  });

// The server's answers by call; each test says what the SKUs' facts are.
let skuFacts: (ids: number[]) => SkuTaxFacts[] = (ids) => ids.map((id) => facts(id));
const post = vi.fn((url: string, body: { skuIds?: number[]; id?: number }) => {
  if (url.endsWith('/product/detail'))
    return body.id === drill.id ? Promise.resolve(drill) : Promise.reject(new Error('商品不存在'));
  if (url.endsWith('/sku-facts')) return Promise.resolve(skuFacts(body.skuIds!));
  if (url.endsWith('/tax-code/list')) return Promise.resolve([power]);
  return Promise.resolve(null);
});
vi.mock('@/lib/request', () => ({ http: { post: (url: string, body: never) => post(url, body) } }));
const success = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { success: (text: string) => success(text) } }));

componentTestHooks();

async function checkProduct(id: string) {
  fireEvent.change(screen.getByLabelText('商品编号'), { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: '检查' }));
}

describe('税收分类编码 · 检查商品', { timeout: 30_000 }, () => {
  it("lists each SKU's invoice line name and rate when every SKU has a code", async () => {
    skuFacts = (ids) => ids.map((id) => facts(id));
    renderWithQuery(<ProductTaxCheck />, { motion: false });
    await checkProduct('1001');
    expect(await screen.findByText('博世 冲击钻 GSB 600：2 个规格均可开票')).toBeTruthy();
    const row = within(screen.getByText('220V').closest('tr')!);
    expect(row.getByText('*电动工具*博世 冲击钻 GSB 600')).toBeTruthy();
    expect(row.getByText('1090511000000000000')).toBeTruthy();
    expect(row.getByText('13%')).toBeTruthy();
    expect(row.getByText('分类')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/admin/catalogue/tax-code/sku-facts', { skuIds: [5001, 5002] });
  });

  it('says what is missing for SKUs without a code', async () => {
    skuFacts = (ids) => ids.map(missing);
    renderWithQuery(<ProductTaxCheck />, { motion: false });
    await checkProduct('1001');
    expect(
      await screen.findByText('博世 冲击钻 GSB 600：2 个规格缺少税收分类编码，不能开具数电票'),
    ).toBeTruthy();
    const row = within(screen.getByText('110V').closest('tr')!);
    expect(row.getByText('「博世 冲击钻 GSB 600」未设置税收分类编码，请在商品或其分类上设置')).toBeTruthy();
    expect(row.getByText('未设置')).toBeTruthy();
  });

  it('asks for a product number before checking', async () => {
    renderWithQuery(<ProductTaxCheck />, { motion: false });
    await checkProduct('12a');
    expect(await screen.findByText('请输入商品编号（正整数）')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('商品编辑 · 开票信息', { timeout: 30_000 }, () => {
  it("shows the category's code the product follows, and saves a code of its own", async () => {
    skuFacts = (ids) => ids.map((id) => facts(id));
    renderWithQuery(<ProductTaxCodeCard productId={1001} skuIds={[5001, 5002]} />, { motion: false });
    expect((await screen.findByTestId('product-tax-applies')).textContent).toBe(
      '1090511000000000000 · 电动工具 · 13%（沿用分类）',
    );
    // No code of its own: the picker shows 沿用分类.
    expect(screen.getByText('沿用分类')).toBeTruthy();

    await pickTaxCode(
      screen.getByLabelText('商品自己的税收分类编码'),
      '1090511000000000000 电动工具（电动工具，13%）',
    );
    fireEvent.click(screen.getByRole('button', { name: '保存编码' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('商品的税收分类编码已保存'));
    expect(post).toHaveBeenCalledWith('/api/admin/catalogue/tax-code/product/save', {
      productId: 1001,
      code: '1090511000000000000',
    });
  });

  it('clears the own code back to 沿用分类 (null)', async () => {
    skuFacts = (ids) => ids.map((id) => facts(id, { source: 'product' }));
    renderWithQuery(<ProductTaxCodeCard productId={1001} skuIds={[5001]} />, { motion: false });
    expect((await screen.findByTestId('product-tax-applies')).textContent).toContain('（商品自己的编码）');
    const clear = document.querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(await screen.findByText('沿用分类')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存编码' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/catalogue/tax-code/product/save', {
        productId: 1001,
        code: null,
      }),
    );
  });

  it('says so when neither the product nor its category has a code', async () => {
    skuFacts = (ids) => ids.map(missing);
    renderWithQuery(<ProductTaxCodeCard productId={1001} skuIds={[5001]} />, { motion: false });
    expect(
      await screen.findByText('「博世 冲击钻 GSB 600」未设置税收分类编码，请在商品或其分类上设置'),
    ).toBeTruthy();
  });
});
