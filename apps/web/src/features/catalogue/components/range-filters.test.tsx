import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSearchResult } from '@mall/shared';
import { toSearchBody } from '../lib/screening-state';
import { useScreening } from '../lib/use-screening';
import { ScreeningView } from './screening-view';

// The numeric range filters of the listing and search pages: inputs per attribute with unit and the values
// available, applied on 确定 into the URL (shareable, back/forward), cleared one by one and with 清空筛选.

const result: ProductSearchResult = {
  list: [],
  total: 0,
  pageNum: 1,
  pageSize: 20,
  facets: {
    brands: [],
    categories: [{ id: 5, title: '深沟球轴承', count: 3 }],
    attributes: [],
    priceRanges: [],
    ranges: [
      { attributeId: 11, name: '内径', type: 'number', unit: 'mm', min: '10', max: '60' },
      { attributeId: 12, name: '外径', type: 'number', unit: 'mm', min: '30', max: '130' },
      { attributeId: 13, name: '倒角', type: 'number', unit: 'mm', min: null, max: null },
    ],
  },
  highlightTerms: [],
  didYouMean: null,
  hotProducts: [],
};

let bodies: unknown[] = [];
function Page() {
  const screening = useScreening();
  const location = useLocation();
  bodies.push(toSearchBody({ categoryId: 5 }, screening.state, '0000'));
  return (
    <>
      <output data-testid="search">{decodeURIComponent(location.search)}</output>
      <ScreeningView
        result={result}
        loading={false}
        error={false}
        onRetry={() => {}}
        {...screening}
        showCategories
      />
    </>
  );
}

function setup(url = '/list?id=5') {
  const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const search = () => screen.getByTestId('search').textContent;
const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = async (name: string, index = 0) => {
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name })[index]!);
  });
};

beforeEach(() => {
  bodies = [];
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

describe('range filters', () => {
  it('show a min–max input per attribute with its unit and the values available; none without values', () => {
    setup();
    expect(screen.getByRole('group', { name: '内径（mm）' })).toBeTruthy();
    expect(input('内径最小').placeholder).toBe('10');
    expect(input('内径最大').placeholder).toBe('60');
    expect(screen.getByText('可选 10–60 mm')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '倒角（mm）' })).toBeNull();
  });

  it('apply on 确定 into the URL and the search body, and refuse bad input', async () => {
    const router = setup();
    type('内径最小', '20');
    type('内径最大', '20');
    expect(search()).toBe('?id=5');
    await click('确定', 0);
    type('外径最小', '50');
    type('外径最大', '40');
    await click('确定', 1);
    expect(screen.getByRole('alert').textContent).toBe('最小值不能大于最大值');
    type('外径最小', 'abc');
    await click('确定', 1);
    expect(screen.getByRole('alert').textContent).toBe('请输入不小于 0 的数字，最多六位小数');
    type('外径最小', '40');
    type('外径最大', '');
    await click('确定', 1);
    expect(search()).toBe('?id=5&range=11:20~20&range=12:40~');
    expect(bodies.at(-1)).toMatchObject({
      categoryId: 5,
      ranges: { 11: { min: '20', max: '20' }, 12: { min: '40' } },
    });
    expect(screen.getByText('内径：20 mm')).toBeTruthy();
    expect(screen.getByText('外径：≥ 40 mm')).toBeTruthy();
    expect(router.state.location.search).toContain('range=');
  });

  it('read a shared link, follow back and forward, clear one filter and 清空筛选 all', async () => {
    const router = setup('/list?id=5&range=11:15~25&range=12:~100');
    expect(input('内径最小').value).toBe('15');
    expect(input('外径最大').value).toBe('100');
    await click('清除', 0);
    expect(search()).toBe('?id=5&range=12:~100');
    expect(input('内径最小').value).toBe('');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(input('内径最小').value).toBe('15');
    await act(async () => {
      await router.navigate(1);
    });
    expect(search()).toBe('?id=5&range=12:~100');
    expect(input('内径最小').value).toBe('');
    type('内径最小', '30');
    await click('确定', 0);
    await click('移除 外径：≤ 100 mm');
    expect(search()).toBe('?id=5&range=11:30~');
    await click('清空筛选');
    expect(search()).toBe('?id=5');
    expect(input('内径最小').value).toBe('');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(input('内径最小').value).toBe('30');
  });

  it('drop the ranges with the category they belong to', async () => {
    setup('/list?cat=5&range=11:1~2');
    await click('移除 分类：深沟球轴承');
    expect(search()).toBe('');
  });
});
