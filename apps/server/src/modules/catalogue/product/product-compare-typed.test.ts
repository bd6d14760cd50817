import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CompareResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { attributeSeeder } from '../attribute/attribute.seed';

// The compare page's typed values (issue 50): a readable quantity carries min/max in micro base units and
// the attribute's display unit; an unreadable text (额定电压 230/400V) and an untyped attribute carry none.

const w = useTestApp(async () => {
  const app = await buildCatalogueApp(600);
  await attributeSeeder.run({ db: app.db.db, env: app.env, log: () => {} });
  return app;
});

it('gives each compared SKU its typed values with their unit', async () => {
  const rows = await queryRows<{
    sku: number;
    raw: string;
    name: string;
    lo: string | null;
    problem: string | null;
  }>(
    w.app.db.db,
    sql`select v.sku_id as sku, v.raw, a.name, v.min_value::text as lo, v.problem
        from sku_attribute_values v join category_attributes a on a.id = v.attribute_id
        join skus k on k.id = v.sku_id join products p on p.id = k.product_id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and a.name in ('内径', '额定电压')
        order by a.name, v.problem nulls first, v.sku_id`,
  );
  const bore = rows.find((r) => r.name === '内径' && r.problem === null)!;
  const voltage = rows.find((r) => r.name === '额定电压' && r.problem !== null)!;
  const res = await w.app.inject({
    method: 'GET',
    url: `/api/product/compare?skuIds=${bore.sku},${voltage.sku}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { items } = (res.json() as { data: CompareResult }).data;
  const attr = (i: number, name: string) => items[i]!.attributes.find((a) => a.name === name)!;
  const micro = Math.round(Number(bore.lo) * 1e6);
  expect(attr(0, '内径').typed).toEqual({ min: micro, max: micro, unit: 'mm' });
  expect(attr(1, '额定电压').value).toBe(voltage.raw);
  expect(attr(1, '额定电压').typed).toBeUndefined();
  expect(items[0]!.attributes.some((a) => a.name === '材质' && a.typed === undefined)).toBe(true);
});
