import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBrand,
  AdminCategoryNode,
  CategoryNode,
  OperatorRole,
  Page,
  ProductSearchResult,
} from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { envelopeCaller } from '../../../testing/envelope';
import { buildCatalogueApp } from '../../../testing/search.fixture';

// Categories and brands of the operator console: roles, validation, refusals, reorder, caches, audit.

const w = useTestApp(() => buildCatalogueApp(300));
const auth: Partial<Record<OperatorRole | 'buyer', Record<string, string>>> = {};
beforeAll(async () => {
  const [buyer, sup, goods, ops, fin] = await Promise.all([
    buyerAuth(w.app),
    operatorAuth(w.app, '超级管理员'),
    operatorAuth(w.app, '商品'),
    operatorAuth(w.app, '运营'),
    operatorAuth(w.app, '财务'),
  ]);
  Object.assign(auth, {
    buyer: buyer.headers,
    超级管理员: sup.headers,
    商品: goods.headers,
    运营: ops.headers,
    财务: fin.headers,
  });
});

// Each call names its caller (null: a visitor).
const call = envelopeCaller(
  () => w.app,
  () => ({}),
);
const post = <T>(url: string, payload: object = {}, who: keyof typeof auth | null = '商品') =>
  call<T>('POST', `/api/admin/catalogue/${url}`, payload, who ? auth[who] : {});
const auditRows = (action: string, targetId: number | string) =>
  queryRows<{ operator_name: string; role: string; before: unknown; after: unknown; summary: string }>(
    w.app.db.db,
    sql`select operator_name, role, before, after, summary from audit_log
        where action = ${action} and target_id = ${String(targetId)} order by id`,
  );
const storefrontTree = async () =>
  (await w.app.inject({ method: 'POST', url: '/api/home/categories/getCategoryList', payload: {} })).json()
    .data as CategoryNode[];

describe('roles', () => {
  const calls: [string, object][] = [
    ['category/tree', {}],
    ['category/save', { parentId: 0, title: '角色测试' }],
    ['category/delete', { id: 999999 }],
    ['category/reorder', { parentId: 0, orderedIds: [1] }],
    ['brand/list', {}],
    ['brand/save', { name: '角色测试' }],
    ['brand/delete', { id: 999999 }],
    ['product/list', {}],
    ['product/detail', { id: 1 }],
    ['product/shelf', { ids: [1], onShelf: true }],
  ];
  it('refuses visitors (401), buyers and the 运营/财务 roles (403) on every call', async () => {
    for (const [url, payload] of calls) {
      expect((await post(url, payload, null)).status, url).toBe(401);
      const buyer = await post(url, payload, 'buyer');
      expect(buyer.status, url).toBe(403);
      expect(buyer.body.msg).toBe('买家账号不能访问运营后台');
      for (const role of ['运营', '财务'] as const) {
        const r = await post(url, payload, role);
        expect(r.status, `${role} ${url}`).toBe(403);
        expect(r.body.msg).toBe('当前角色没有此操作的权限');
      }
    }
  });
  it('lets 商品 and 超级管理员 in', async () => {
    for (const role of ['商品', '超级管理员'] as const) {
      expect((await post('category/tree', {}, role)).status).toBe(200);
      expect((await post('brand/list', {}, role)).status).toBe(200);
      expect((await post('product/list', {}, role)).status).toBe(200);
    }
  });
});

describe('categories', () => {
  it('lists the three-level tree with product counts', async () => {
    const r = await post<AdminCategoryNode[]>('category/tree');
    expect(r.status).toBe(200);
    const root = r.body.data.find((c) => c.id === 16)!;
    expect(root.level).toBe(1);
    expect(root.children[0]!.children[0]!.level).toBe(3);
    const [count] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from products where first_category_id = 16`,
    );
    expect(root.productCount).toBe(count!.n);
  });

  it('creates a three-level branch, refuses a fourth level, and the storefront tree shows it at once', async () => {
    await storefrontTree(); // warm the cache
    const l1 = await post<AdminCategoryNode>('category/save', { parentId: 0, title: '实验室耗材' });
    expect(l1.status).toBe(200);
    expect(l1.body.msg).toBe('分类已新增');
    expect(l1.body.data).toMatchObject({ level: 1, parentId: 0, visible: true });
    expect(l1.body.data.iconPath).toBe(`/api/files/category/${l1.body.data.id}.svg`);
    const l2 = await post<AdminCategoryNode>('category/save', {
      parentId: l1.body.data.id,
      title: '玻璃器皿',
    });
    const l3 = await post<AdminCategoryNode>('category/save', { parentId: l2.body.data.id, title: '烧杯' });
    expect(l3.body.data.level).toBe(3);
    const deep = await post('category/save', { parentId: l3.body.data.id, title: '四级' });
    expect(deep.status).toBe(400);
    expect(deep.body.msg).toBe('三级分类下不能再添加子分类');
    const tree = await storefrontTree();
    const shown = tree.find((c) => c.id === l1.body.data.id);
    expect(shown?.children[0]?.children[0]?.title).toBe('烧杯');

    // Hidden: gone from the storefront, still in the console.
    const hide = await post('category/save', {
      id: l1.body.data.id,
      parentId: 0,
      title: '实验室耗材',
      visible: false,
    });
    expect(hide.status).toBe(200);
    expect((await storefrontTree()).some((c) => c.id === l1.body.data.id)).toBe(false);
    const admin = await post<AdminCategoryNode[]>('category/tree');
    expect(admin.body.data.find((c) => c.id === l1.body.data.id)?.visible).toBe(false);

    const audit = await auditRows('category.update', l1.body.data.id);
    expect(audit[0]).toMatchObject({ role: '商品', before: { visible: true }, after: { visible: false } });
    expect((await auditRows('category.create', l3.body.data.id))[0]?.after).toMatchObject({ title: '烧杯' });
  });

  it('validates names, parents and ids with Chinese messages', async () => {
    const empty = await post('category/save', { parentId: 0, title: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请输入分类名称');
    const noParent = await post('category/save', { parentId: 987654, title: '无上级' });
    expect(noParent.body.msg).toBe('上级分类不存在');
    const missing = await post('category/save', { id: 987654, parentId: 0, title: '不存在' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品分类不存在');
    const badIcon = await post('category/save', {
      parentId: 0,
      title: '图标',
      iconPath: 'javascript:alert(1)',
    });
    expect(badIcon.status).toBe(400);
    expect(badIcon.body.msg).toContain('图片地址不正确');
  });

  it('refuses to delete a category with children or products, deletes an empty one', async () => {
    const withChildren = await post('category/delete', { id: 16 });
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.msg).toBe('该分类下还有子分类，请先删除或移走子分类');
    const [used] = await queryRows<{ category_id: number }>(
      w.app.db.db,
      sql`select category_id from products limit 1`,
    );
    const withProducts = await post('category/delete', { id: used!.category_id });
    expect(withProducts.status).toBe(400);
    expect(withProducts.body.msg).toBe('该分类下还有商品，请先移走或删除这些商品');
    // The storefront lists a category from the moment it exists and refuses it once deleted (its level is
    // held per index version, which both writes bump).
    const listing = (categoryId: number) =>
      w.app.inject({ method: 'POST', url: '/api/product/search', payload: { categoryId } });
    expect((await listing(used!.category_id)).statusCode).toBe(200);
    const lone = await post<AdminCategoryNode>('category/save', { parentId: 0, title: '临时分类' });
    const empty = await listing(lone.body.data.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.total).toBe(0);
    const gone = await post('category/delete', { id: lone.body.data.id });
    expect(gone.status).toBe(200);
    expect(gone.body.msg).toBe('分类已删除');
    const refused = await listing(lone.body.data.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe('商品分类不存在');
    expect((await auditRows('category.delete', lone.body.data.id))[0]?.before).toMatchObject({
      title: '临时分类',
    });
    expect((await post('category/delete', { id: lone.body.data.id })).status).toBe(404);
  });

  it('reorders one parent’s children in one go and the storefront follows', async () => {
    const before = (await post<AdminCategoryNode[]>('category/tree')).body.data.find((c) => c.id === 16)!;
    const ids = before.children.map((c) => c.id);
    const reversed = [...ids].reverse();
    await storefrontTree();
    await w.app.inject({ method: 'GET', url: '/api/category/first/16' }); // cached by the search version
    const r = await post<AdminCategoryNode[]>('category/reorder', { parentId: 16, orderedIds: reversed });
    expect(r.status).toBe(200);
    expect(r.body.data.map((c) => c.id)).toEqual(reversed);
    expect(r.body.data.map((c) => c.sort)).toEqual(reversed.map((_, i) => i + 1));
    const front = (await storefrontTree()).find((c) => c.id === 16)!;
    expect(front.children.map((c) => c.id)).toEqual(reversed);
    const page = (await w.app.inject({ method: 'GET', url: '/api/category/first/16' })).json().data as {
      groups: { id: number }[];
    };
    expect(page.groups.map((g) => g.id)).toEqual(reversed);
    const audit = await auditRows('category.reorder', 16);
    expect(audit.at(-1)).toMatchObject({ before: { orderedIds: ids }, after: { orderedIds: reversed } });

    for (const orderedIds of [reversed.slice(1), [...reversed, 1], [...reversed.slice(1), reversed[1]]]) {
      const bad = await post('category/reorder', { parentId: 16, orderedIds });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('排序列表必须恰好包含该上级分类的全部子分类');
    }
  });

  it('moves a level-three category to another level-two parent and refiles its products', async () => {
    const [row] = await queryRows<{ category_id: number; first_category_id: number }>(
      w.app.db.db,
      sql`select category_id, first_category_id from products order by id limit 1`,
    );
    const tree = (await post<AdminCategoryNode[]>('category/tree')).body.data;
    const target = tree.find((c) => c.id !== row!.first_category_id && c.children.length)!.children[0]!;
    const cat = tree
      .flatMap((c) => c.children)
      .flatMap((c) => c.children)
      .find((c) => c.id === row!.category_id)!;
    const up = await post('category/save', { id: cat.id, parentId: 0, title: cat.title });
    expect(up.status).toBe(400);
    expect(up.body.msg).toBe('只能移动到同一级别的上级分类下');
    const moved = await post('category/save', { id: cat.id, parentId: target.id, title: cat.title });
    expect(moved.status).toBe(200);
    const after = await queryRows<{ second_category_id: number; first_category_id: number }>(
      w.app.db.db,
      sql`select distinct second_category_id, first_category_id from products where category_id = ${cat.id}`,
    );
    expect(after).toEqual([{ second_category_id: target.id, first_category_id: target.parentId }]);
    const [indexed] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from product_search where category_id = ${cat.id}
          and second_category_id <> ${target.id}`,
    );
    expect(indexed!.n).toBe(0);
  });
});

describe('brands', () => {
  it('lists with paging and keyword (Chinese or Latin)', async () => {
    const page = await post<Page<AdminBrand>>('brand/list', { pageNum: 1, pageSize: 5 });
    expect(page.body.data.list).toHaveLength(5);
    expect(page.body.data.total).toBeGreaterThanOrEqual(60);
    const first = page.body.data.list[0]!;
    const byLatin = await post<Page<AdminBrand>>('brand/list', { keyword: first.latinName.toLowerCase() });
    expect(byLatin.body.data.list.map((b) => b.id)).toContain(first.id);
    const past = await post<Page<AdminBrand>>('brand/list', { pageNum: 999 });
    expect(past.body.data).toMatchObject({ list: [], pageNum: 999 });
    expect(past.body.data.total).toBe(page.body.data.total);
  });

  it('creates with a derived initial, edits, refuses duplicates and non-level-one categories', async () => {
    const created = await post<AdminBrand>('brand/save', {
      name: '精工测量',
      latinName: '',
      categoryIds: [16],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ initial: 'J', categoryIds: [16], productCount: 0 });
    expect(created.body.data.logoPath).toBe(`/api/files/brand/${created.body.data.id}.svg`);
    const dup = await post('brand/save', { name: '精工测量' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('品牌「精工测量」已存在');
    const level2 = await post('brand/save', { name: '二级类目品牌', categoryIds: [19] });
    expect(level2.body.msg).toBe('品牌的经营类目必须是一级分类');
    const badInitial = await post('brand/save', { name: '字母', initial: '中' });
    expect(badInitial.body.msg).toContain('首字母必须是 A–Z');
    const edited = await post<AdminBrand>('brand/save', {
      id: created.body.data.id,
      name: '精工测量',
      latinName: 'Seiko Metrology',
      categoryIds: [16],
    });
    expect(edited.body.data.initial).toBe('S');
    const audit = await auditRows('brand.update', created.body.data.id);
    expect(audit[0]).toMatchObject({ before: { latinName: '' }, after: { latinName: 'Seiko Metrology' } });
  });

  it('a used brand’s new logo and name show in listings’ brand facets at once', async () => {
    const [used] = await queryRows<{ brand_id: number; category_id: number }>(
      w.app.db.db,
      sql`select brand_id, category_id from products where on_shelf order by id limit 1`,
    );
    const [brand] = await queryRows<{ name: string; latin_name: string; category_ids: number[] }>(
      w.app.db.db,
      sql`select name, latin_name, category_ids from brands where id = ${used!.brand_id}`,
    );
    const facet = async () => {
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/product/search',
        payload: { categoryId: used!.category_id },
      });
      return (res.json() as { data: ProductSearchResult }).data.facets.brands.find(
        (b) => b.id === used!.brand_id,
      );
    };
    expect((await facet())?.name).toBe(brand!.name);
    const save = (extra: object) =>
      post('brand/save', {
        id: used!.brand_id,
        name: brand!.name,
        latinName: brand!.latin_name,
        categoryIds: brand!.category_ids,
        ...extra,
      });
    expect((await save({ logoPath: '/api/files/brand/new-logo.svg' })).status).toBe(200);
    expect((await facet())?.logo).toBe('/api/files/brand/new-logo.svg');
    expect((await save({ name: `${brand!.name}新`, logoPath: '/api/files/brand/new-logo.svg' })).status).toBe(
      200,
    );
    expect((await facet())?.name).toBe(`${brand!.name}新`);
    await save({ logoPath: '/api/files/brand/new-logo.svg' });
  });

  it('refuses to delete a brand products use; deletes an unused one', async () => {
    const [used] = await queryRows<{ brand_id: number }>(
      w.app.db.db,
      sql`select brand_id from products limit 1`,
    );
    const refused = await post('brand/delete', { id: used!.brand_id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/^该品牌下还有商品，不能删除（\d+ 个商品）$/);
    const spare = await post<AdminBrand>('brand/save', { name: '临时品牌' });
    expect((await post('brand/delete', { id: spare.body.data.id })).body.msg).toBe('品牌已删除');
    expect((await auditRows('brand.delete', spare.body.data.id))[0]?.before).toMatchObject({
      name: '临时品牌',
    });
    expect((await post('brand/delete', { id: spare.body.data.id })).status).toBe(404);
  });
});
