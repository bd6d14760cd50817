import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail, SkuOption } from '@mall/shared';
import { BuyBox } from './buy-box';

// The product page offers 到货通知 (the slot) only for a SKU that is on the shelf, sold in the area and sold
// out there (its stock does not cover the minimum order).

const sku = (skuId: number, size: string, stock: number, available = stock > 0): SkuOption => ({
  skuId,
  code: `C-${skuId}`,
  spec: { 尺码: size },
  specValues: [size],
  price: '12.50',
  stock,
  available,
});

function detail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productId: 1,
    selectedSkuId: 11,
    title: '代尔塔 防割手套',
    brand: { id: 1, name: '代尔塔', latinName: 'Delta Plus', logo: '' },
    seller: { id: 0, name: '工业品商城自营' },
    modelNo: 'DP-5',
    unit: '副',
    moq: 1,
    step: 1,
    images: [],
    minPrice: '12.50',
    maxPrice: '12.50',
    salesCount: 0,
    onShelf: true,
    specAttrs: [{ name: '尺码', values: ['S', 'M', 'L'] }],
    skus: [sku(11, 'S', 0), sku(12, 'M', 30), sku(13, 'L', 3)],
    area: { areaCode: '330000', areaName: '浙江省', inArea: true, message: null },
    delivery: { text: '现货，预计 2 天内送达', days: 2 },
    specsTable: [],
    descriptionHtml: '',
    breadcrumbs: [],
    related: [],
    commentSummary: { total: 0, average: 0, goodRate: 0, byRating: {} },
    ...over,
  } as ProductDetail;
}

function show(d: ProductDetail, skuId: number) {
  const chosen = d.skus.find((s) => s.skuId === skuId)!;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BuyBox
        detail={d}
        sku={chosen}
        selection={chosen.specValues}
        onSelect={() => {}}
        soldOutAction={(s) => <button type="button">到货通知 {s.code}</button>}
      />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('到货通知 on the product page', () => {
  it('shows for a sold-out SKU, beside the disabled buy buttons', () => {
    show(detail(), 11);
    expect(screen.getByRole('button', { name: '到货通知 C-11' })).toBeTruthy();
    expect(screen.getByTestId('sku-stock').textContent).toBe('暂时缺货');
    expect((screen.getByRole('button', { name: /加入购物车/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows when the stock does not cover the minimum order, not when it does', () => {
    show(detail({ moq: 5, step: 5 }), 13);
    expect(screen.getByRole('button', { name: '到货通知 C-13' })).toBeTruthy();
    cleanup();
    show(detail(), 12);
    expect(screen.queryByRole('button', { name: /到货通知/ })).toBeNull();
  });

  it('does not show off the shelf or outside the sales area', () => {
    show(detail({ onShelf: false, skus: [sku(11, 'S', 0)] }), 11);
    expect(screen.queryByRole('button', { name: /到货通知/ })).toBeNull();
    cleanup();
    show(
      detail({
        area: { areaCode: '110000', areaName: '北京市', inArea: false, message: '该区域暂不销售' },
        skus: [sku(11, 'S', 0)],
      }),
      11,
    );
    expect(screen.queryByRole('button', { name: /到货通知/ })).toBeNull();
  });

  it('keeps a sold-out size choosable and marks it; off the shelf it stays disabled', () => {
    show(detail(), 12);
    const s = screen.getByRole('radio', { name: 'S' }) as HTMLButtonElement;
    expect(s.disabled).toBe(false);
    expect(s.title).toBe('该规格暂时缺货');
    expect(s.className).toContain('sold-out');
    cleanup();
    show(detail({ onShelf: false }), 12);
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
