import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  overlaps,
  parseQuantity,
  type AdminAttribute,
  type AdminBrand,
  type AdminProduct,
  type AdminProductSaveBody,
  type AttributeReparseResult,
  type Page,
  type UnparsedAttributeValue,
} from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { envelopeCaller } from '../../../testing/envelope';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { attributeSeeder } from './attribute.seed';

// Typed attributes in the console: definitions and their refusals, reparse, values written with a product,
// the list of values to fix, roles; and the demo seed's bearings found by bore and outer diameter.

const w = useTestApp(() => buildCatalogueApp(300));
const auth: Record<'商品' | '运营' | 'buyer', Record<string, string>> = { 商品: {}, 运营: {}, buyer: {} };
let brand: AdminBrand;
beforeAll(async () => {
  const [goods, ops, buyer] = await Promise.all([
    operatorAuth(w.app, '商品'),
    operatorAuth(w.app, '运营'),
    buyerAuth(w.app),
  ]);
  Object.assign(auth, { 商品: goods.headers, 运营: ops.headers, buyer: buyer.headers });
  brand = (await post<AdminBrand>('brand/save', { name: '参数测试', categoryIds: [16] })).body.data;
});

const call = envelopeCaller(
  () => w.app,
  () => ({}),
);
const post = <T>(url: string, payload: object, who: keyof typeof auth | null = '商品') =>
  call<T>('POST', `/api/admin/catalogue/${url}`, payload, who ? auth[who] : {});
const values = (productId: number) =>
  queryRows<{
    name: string;
    raw: string;
    min: string | null;
    max: string | null;
    bool: boolean | null;
    problem: string | null;
  }>(
    w.app.db.db,
    sql`select a.name, v.raw, v.min_value::text as min, v.max_value::text as max, v.bool_value as bool, v.problem
        from sku_attribute_values v join category_attributes a on a.id = v.attribute_id
        where v.product_id = ${productId} order by v.sku_id, a.sort, a.id`,
  );

// A torque wrench in 激光测距仪 (1909, under 测量工具 19): a range, an inch size and a yes/no attribute.
function draft(over: Partial<AdminProductSaveBody> = {}): AdminProductSaveBody {
  return {
    title: '参数测试 扭力扳手 PT-1',
    brandId: brand.id,
    categoryId: 1909,
    modelNo: 'PT-1',
    unit: '把',
    specs: [
      { name: '扭力范围', values: ['5～25 N.m', '20-100N·m'] },
      { name: '接口', values: ['1/4"', 'M8'] },
      { name: '带证书', values: ['是'] },
    ],
    skus: [
      {
        spec: { 扭力范围: '5～25 N.m', 接口: '1/4"', 带证书: '是' },
        code: 'PT-1-A',
        price: '99.00',
        stock: 5,
      },
      {
        spec: { 扭力范围: '20-100N·m', 接口: 'M8', 带证书: '是' },
        code: 'PT-1-B',
        price: '199.00',
        stock: 5,
      },
    ],
    salesAreaCodes: ['0000'],
    descriptionHtml: '<p>参数测试</p>',
    sceneIds: [],
    onShelf: true,
    ...over,
  };
}

describe('roles', () => {
  const calls: [string, object][] = [
    ['attribute/list', { categoryId: 19 }],
    ['attribute/save', { categoryId: 19, name: '角色', type: 'enum' }],
    ['attribute/delete', { id: 1 }],
    ['attribute/reparse', { categoryId: 19 }],
    ['attribute/unparsed', { categoryId: 19 }],
  ];
  it('refuses visitors (401), buyers and roles without the catalogue area (403)', async () => {
    for (const [url, payload] of calls) {
      expect((await post(url, payload, null)).status, url).toBe(401);
      expect((await post(url, payload, 'buyer')).status, url).toBe(403);
      const ops = await post(url, payload, '运营');
      expect(ops.status, url).toBe(403);
      expect(ops.body.msg).toBe('当前角色没有此操作的权限');
    }
  });
});

describe('definitions', () => {
  it('refuses bad definitions with a Chinese message, writing nothing', async () => {
    const cases: [object, number, string][] = [
      [{ categoryId: 1909, name: '长度', type: 'number', unit: 'furlong' }, 400, '不支持的单位「furlong」'],
      [{ categoryId: 1909, name: '颜色', type: 'enum', unit: 'mm' }, 400, '枚举属性不能设置单位'],
      [{ categoryId: 1909, name: '长度', type: 'range' }, 400, '范围属性必须选择单位'],
      [{ categoryId: 1909, name: '长度', type: 'text', unit: 'mm' }, 400, '属性类型只能是'],
      [{ categoryId: 1909, name: '', type: 'enum' }, 400, '属性名称'],
      [{ categoryId: 99999, name: '长度', type: 'number', unit: 'mm' }, 404, '商品分类不存在'],
      [{ id: 999999, categoryId: 1909, name: '长度', type: 'number', unit: 'mm' }, 404, '属性不存在'],
    ];
    for (const [body, status, msg] of cases) {
      const r = await post('attribute/save', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.msg).toContain(msg);
    }
    const [n] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from category_attributes`,
    );
    expect(n!.n).toBe(0);
  });

  it('creates definitions (unit spellings normalised), inherited by the categories below, names unique', async () => {
    const torque = await post<AdminAttribute>('attribute/save', {
      categoryId: 19,
      name: '扭力范围',
      type: 'range',
      unit: 'Nm',
      sort: 1,
    });
    expect(torque.status, JSON.stringify(torque.body)).toBe(200);
    expect(torque.body.msg).toBe('属性已新增');
    expect(torque.body.data).toMatchObject({ categoryId: 19, unit: 'N·m', type: 'range', isFilter: true });
    for (const body of [
      { categoryId: 1909, name: '接口', type: 'number', unit: '毫米', sort: 2 },
      { categoryId: 1909, name: '带证书', type: 'boolean', sort: 3, isFilter: false },
    ])
      expect((await post('attribute/save', body)).status).toBe(200);
    const dup = await post('attribute/save', { categoryId: 19, name: '扭力范围', type: 'enum' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('该分类已有同名属性「扭力范围」');
    const list = await post<AdminAttribute[]>('attribute/list', { categoryId: 1909 });
    expect(list.body.data.map((a) => [a.name, a.unit, a.inherited])).toEqual([
      ['扭力范围', 'N·m', true],
      ['接口', 'mm', false],
      ['带证书', '', false],
    ]);
    expect((await post('attribute/list', { categoryId: 99999 })).status).toBe(404);
  });
});

describe('typed values', () => {
  let product: AdminProduct;

  it('are written with the product, in base units, and unreadable text says why', async () => {
    const r = await post<AdminProduct>('product/save', draft());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    product = r.body.data;
    expect(await values(product.id)).toEqual([
      { name: '扭力范围', raw: '5～25 N.m', min: '5.000000', max: '25.000000', bool: null, problem: null },
      { name: '接口', raw: '1/4"', min: '6.350000', max: '6.350000', bool: null, problem: null },
      { name: '带证书', raw: '是', min: null, max: null, bool: true, problem: null },
      { name: '扭力范围', raw: '20-100N·m', min: '20.000000', max: '100.000000', bool: null, problem: null },
      {
        name: '接口',
        raw: 'M8',
        min: null,
        max: null,
        bool: null,
        problem: '螺纹规格（如 M8、G1/4）不是长度',
      },
      { name: '带证书', raw: '是', min: null, max: null, bool: true, problem: null },
    ]);
  });

  it('lists the values to fix, one row per product, attribute and text', async () => {
    const r = await post<Page<UnparsedAttributeValue>>('attribute/unparsed', { categoryId: 19 });
    expect(r.status).toBe(200);
    expect(r.body.data.list).toContainEqual({
      productId: product.id,
      title: '参数测试 扭力扳手 PT-1',
      attributeId: expect.any(Number),
      attribute: '接口',
      raw: 'M8',
      reason: '螺纹规格（如 M8、G1/4）不是长度',
      skuCount: 1,
    });
    expect(r.body.data.total).toBe(r.body.data.list.length);
  });

  it('follow an edit of the product; a reparse rebuilds them after a definition changes', async () => {
    const edited = draft({
      id: product.id,
      specs: [{ name: '接口', values: ['3/8"'] }],
      skus: [{ spec: { 接口: '3/8"' }, code: 'PT-1-A', price: '99.00', stock: 5 }],
    });
    expect((await post('product/save', edited)).status).toBe(200);
    expect(await values(product.id)).toEqual([
      { name: '接口', raw: '3/8"', min: '9.525000', max: '9.525000', bool: null, problem: null },
    ]);
    const unparsed = await post<Page<UnparsedAttributeValue>>('attribute/unparsed', { categoryId: 1909 });
    expect(unparsed.body.data.list.filter((v) => v.productId === product.id)).toEqual([]);

    // 接口 becomes a length in metres: stored values stay in the base unit, so nothing changes but the unit.
    const [def] = (await post<AdminAttribute[]>('attribute/list', { categoryId: 1909 })).body.data.filter(
      (a) => a.name === '接口',
    );
    const saved = await post<AdminAttribute>('attribute/save', { ...def, unit: 'm' });
    expect(saved.body.msg).toBe('属性已保存');
    const r = await post<AttributeReparseResult>('attribute/reparse', { categoryId: 1909 });
    expect(r.status).toBe(200);
    expect(r.body.data.products).toBeGreaterThan(0);
    expect(r.body.data.parsed + r.body.data.unparsed).toBe(r.body.data.values);
    expect((await values(product.id))[0]).toMatchObject({ min: '9.525000' });
    const [audit] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from audit_log where action = 'attribute.reparse' and target_id = '1909'`,
    );
    expect(audit!.n).toBe(1);
  });

  it('go with their definition when it is deleted', async () => {
    const defs = (await post<AdminAttribute[]>('attribute/list', { categoryId: 1909 })).body.data;
    for (const d of defs) expect((await post('attribute/delete', { id: d.id })).status).toBe(200);
    expect(await values(product.id)).toEqual([]);
    expect((await post('attribute/delete', { id: defs[0]!.id })).status).toBe(404);
  });
});

describe('demo seed', () => {
  it('gives bearings their sizes: bore 20 mm and outer diameter 40–50 mm match the brute-force answer', async () => {
    await attributeSeeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
    const mm = (text: string | undefined) => {
      const q = text === undefined ? undefined : parseQuantity(text, 'length');
      return q?.kind === 'number' ? q.micro / 1e6 : undefined;
    };
    const skus = await queryRows<{ product_id: number; spec: Record<string, string> }>(
      w.app.db.db,
      sql`select k.product_id, k.spec from skus k join products p on p.id = k.product_id
          where p.second_category_id = (select id from categories where level = 2 and title = '轴承')`,
    );
    const expected = [
      ...new Set(
        skus
          .filter(
            (k) =>
              mm(k.spec['内径']) === 20 &&
              overlaps([mm(k.spec['外径']) ?? -1, mm(k.spec['外径']) ?? -1], [40, 50]),
          )
          .map((k) => k.product_id),
      ),
    ].sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    const found = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select distinct b.product_id as id from sku_attribute_values b
          join category_attributes ab on ab.id = b.attribute_id and ab.name = '内径'
          join sku_attribute_values o on o.sku_id = b.sku_id
          join category_attributes ao on ao.id = o.attribute_id and ao.name = '外径'
          where b.min_value <= 20 and b.max_value >= 20 and o.min_value <= 50 and o.max_value >= 40
          order by 1`,
    );
    expect(found.map((r) => r.id)).toEqual(expected);
  });

  it('reads every seeded bearing size and breaker current; only 230/400V is left to fix', async () => {
    const unparsedOf = async (title: string) => {
      const [c] = await queryRows<{ id: number }>(
        w.app.db.db,
        sql`select id from categories where level = 2 and title = ${title}`,
      );
      return (
        await post<Page<UnparsedAttributeValue>>('attribute/unparsed', { categoryId: c!.id, pageSize: 100 })
      ).body.data.list;
    };
    expect(await unparsedOf('轴承')).toEqual([]);
    const breakers = await unparsedOf('低压配电');
    expect(new Set(breakers.map((v) => `${v.attribute} ${v.raw} ${v.reason}`))).toEqual(
      new Set(breakers.length ? ['额定电压 230/400V 斜杠分隔的数值只认英寸分数（如 1/4"）'] : []),
    );
    const [current] = await queryRows<{ n: number; bad: number }>(
      w.app.db.db,
      sql`select count(*)::int as n, count(v.problem)::int as bad from sku_attribute_values v
          join category_attributes a on a.id = v.attribute_id where a.name in ('额定电流', '分断能力')`,
    );
    expect(current!.n).toBeGreaterThan(0);
    expect(current!.bad).toBe(0);
  });
});
