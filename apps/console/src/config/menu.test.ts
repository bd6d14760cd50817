import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, canUseArea, type OperatorRole } from '@mall/shared';
import { MENU, groupOf, menuForRole, selectedMenuKey, type MenuEntry } from './menu';
import { paths } from './paths';

const labels = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => (e.children ? [e.label, ...labels(e.children)] : [e.label]));

describe('side menu by role', () => {
  it('gives 超级管理员 every page', () => {
    expect(labels(menuForRole('超级管理员'))).toEqual(labels(MENU));
  });

  it.each<[OperatorRole, string, string[]]>([
    [
      '财务',
      'the finance pages',
      [
        '工作台',
        '财务管理',
        '收款记录',
        '退款记录',
        '发票申请',
        '数电票',
        '三单匹配',
        '账期管理',
        '商家结算',
      ],
    ],
    [
      '商品',
      'the catalogue',
      [
        '工作台',
        '商品管理',
        '商品分类',
        '参数属性',
        '品牌管理',
        '商品列表',
        '商品导入',
        '零件号导入',
        '税收分类编码',
        '协议价',
      ],
    ],
  ])('gives %s the dashboard and %s only', (role, _pages, expected) => {
    expect(labels(menuForRole(role))).toEqual(expected);
  });

  it('gives 运营 orders, quotations, after-sales, biddings, merchants and shops, content, buyers and companies, punch-out and notifications, and drops empty groups', () => {
    const menu = menuForRole('运营');
    expect(labels(menu)).toEqual([
      '工作台',
      '订单管理',
      '报价单',
      '售后管理',
      '竞价管理',
      '商家入驻',
      '商家店铺',
      '内容管理',
      '首页轮播图',
      '热搜词',
      '公告管理',
      '帮助中心',
      '公司介绍',
      '买家管理',
      '企业管理',
      '采购系统对接',
      '对接配置',
      '采购系统模拟',
      '开放平台应用',
      '消息通知',
      '投递记录',
      '模板预览',
    ]);
    expect(menu.some((e) => e.key === 'finance' || e.key === 'settings')).toBe(false);
  });

  it('shows a page exactly when the role may use its area (the same matrix the server guards)', () => {
    const pages = (entries: MenuEntry[]): MenuEntry[] =>
      entries.flatMap((e) => (e.children ? pages(e.children) : [e]));
    for (const role of OPERATOR_ROLES as readonly OperatorRole[]) {
      const shown = new Set(pages(menuForRole(role)).map((p) => p.path));
      for (const p of pages(MENU))
        expect(shown.has(p.path), `${role} ${p.path}`).toBe(canUseArea(role, p.area!));
    }
  });

  it('selects the menu entry of a detail page and opens its group', () => {
    expect(selectedMenuKey(paths.orderDetail.getHref('2026112200001'))).toBe('/orders');
    expect(selectedMenuKey('/catalogue/products/new')).toBe('/catalogue/products');
    expect(selectedMenuKey('/')).toBe('/');
    expect(selectedMenuKey('/nowhere')).toBeUndefined();
    expect(groupOf(selectedMenuKey('/finance/invoices/3'))).toBe('finance');
    expect(selectedMenuKey(paths.companyDetail.getHref(7))).toBe('/companies');
    expect(groupOf(selectedMenuKey(paths.openApps.getHref()))).toBe('punchout');
  });
});
