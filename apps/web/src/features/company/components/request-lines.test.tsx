import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderAddress, PurchaseRequest } from '@mall/shared';
import { RequestLines } from './request-lines';
import { componentTestHooks } from '@mall/client-kit/testing';

componentTestHooks();

const line = (skuId: number, title: string, deliveryAddress?: OrderAddress) => ({
  skuId,
  productId: skuId,
  title,
  image: '',
  specValues: [],
  unit: '副',
  price: '10.00',
  quantity: 2,
  amount: '20.00',
  ...(deliveryAddress && { deliveryAddress }),
});

const HANGZHOU: OrderAddress = {
  contactName: '周工',
  mobile: '13900139000',
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  districtCode: '330106',
  districtName: '西湖区',
  detail: '文三路 90 号 二车间',
  fullAddress: '浙江省杭州市西湖区文三路 90 号 二车间',
};

const request = (lines: PurchaseRequest['lines']) =>
  ({
    amount: '60.00',
    address: { name: '李工', mobile: '13800138000', fullAddress: '江苏省苏州市星湖街 328 号' },
    lines,
  }) as PurchaseRequest;

/** The table's body rows as text, in order. */
const rows = () =>
  screen
    .getAllByRole('row')
    .map((r) => r.textContent ?? '')
    .filter((t) => !t.startsWith('商品'));

describe('a purchase request’s lines', () => {
  it('are listed under the address each goes to when some go elsewhere (分地址配送)', () => {
    render(
      <MemoryRouter>
        <RequestLines
          request={request([
            line(11, '安全帽', undefined),
            line(12, '丁腈手套', HANGZHOU),
            line(13, '护目镜', undefined),
          ])}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('共 2 个收货地址，将按地址分别发货')).toBeTruthy();
    const shown = rows();
    expect(shown[0]).toBe('送至：李工 13800138000 江苏省苏州市星湖街 328 号');
    expect(shown[1]).toContain('安全帽');
    expect(shown[2]).toContain('护目镜');
    expect(shown[3]).toBe('送至：周工 13900139000 浙江省杭州市西湖区文三路 90 号 二车间');
    expect(shown[4]).toContain('丁腈手套');
  });

  it('are one list without headings when all go to the request’s address', () => {
    render(
      <MemoryRouter>
        <RequestLines request={request([line(11, '安全帽'), line(13, '护目镜')])} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/送至：/)).toBeNull();
    expect(screen.queryByText(/个收货地址/)).toBeNull();
    expect(rows().filter((t) => t.includes('×2副'))).toHaveLength(2);
  });
});
