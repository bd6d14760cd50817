import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubstituteAnswer } from '@mall/shared';
import { componentTestHooks, renderAtRoute } from '@mall/client-kit/testing';
import Substitutes from './substitutes';

const get = vi.fn();
vi.mock('@/lib/request', () => ({
  http: { get: (url: string, params: unknown) => get(url, params), post: vi.fn() },
  request: vi.fn(),
}));

componentTestHooks();

const answer: SubstituteAnswer = {
  skuId: 11,
  reason: '缺货',
  items: [
    {
      skuId: 21,
      productId: 2,
      code: 'B-21',
      title: 'NSK 深沟球轴承 6204DDU',
      brandName: 'NSK',
      modelNo: '6204DDU',
      spec: '6204DDU',
      image: '/img/2.png',
      unit: '个',
      price: '18.50',
      stock: 120,
      linked: true,
      note: '密封形式不同，尺寸一致',
      comparison: [
        { name: '内径', original: '20 mm', substitute: '20 mm', same: true },
        { name: '密封形式', original: '2RS', substitute: 'DDU', same: false },
      ],
    },
  ],
};

const renderBlock = () => renderAtRoute(<Substitutes skuId={11} areaCode="320000" />);

describe('product page → 替代品', () => {
  it('shows why, each substitute with its note, and the parameters side by side', async () => {
    get.mockResolvedValue(answer);
    renderBlock();
    const block = await screen.findByRole('region', { name: '替代品' });
    expect(get).toHaveBeenCalledWith('/api/product/11/substitutes', { areaCode: '320000' });
    expect(within(block).getByText('该规格缺货，以下商品参数相近，可以购买：')).toBeTruthy();
    expect(
      within(block)
        .getByRole('link', { name: /NSK 深沟球轴承 6204DDU/ })
        .getAttribute('href'),
    ).toBe('/goods/21');
    expect(within(block).getByText('推荐替代')).toBeTruthy();
    expect(within(block).getByText('密封形式不同，尺寸一致')).toBeTruthy();
    const table = within(block).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['参数当前商品替代品', '内径20 mm20 mm', '密封形式2RSDDU']);
  });

  it('shows nothing when the SKU can be bought or nothing can replace it', async () => {
    get.mockResolvedValue({ skuId: 11, reason: null, items: [] });
    const { container } = renderBlock();
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    expect(container.querySelector('.mall-substitutes')).toBeNull();
  });
});
