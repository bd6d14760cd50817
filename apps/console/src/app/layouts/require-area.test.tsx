import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorStore } from '@/lib/operator-store';
import { RequireArea } from './require-area';

afterEach(() => {
  cleanup();
  act(() => operatorStore.setOperator(null));
});

const renderAs = (
  role: '超级管理员' | '运营' | '财务' | '商品',
  area: 'orders' | 'invoices' | 'catalogue',
) => {
  operatorStore.setOperator({ id: 1, username: 'u', name: '测试', role });
  return render(
    <MemoryRouter>
      <RequireArea area={area}>
        <p>页面内容</p>
      </RequireArea>
    </MemoryRouter>,
  );
};

describe('route guard by console area', () => {
  it('shows the page to a role that may use the area', () => {
    renderAs('财务', 'invoices');
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('shows the 403 page, not the content, to a role that may not', () => {
    renderAs('财务', 'orders');
    expect(screen.queryByText('页面内容')).toBeNull();
    expect(screen.getByText('当前角色没有访问此页面的权限')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('lets 超级管理员 through everywhere and keeps 商品 out of orders', () => {
    renderAs('超级管理员', 'catalogue');
    expect(screen.getByText('页面内容')).toBeTruthy();
    cleanup();
    renderAs('商品', 'orders');
    expect(screen.queryByText('页面内容')).toBeNull();
  });
});
