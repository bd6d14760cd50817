import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import type { Seeder } from '../../../db/seeder';
import { normalisePartNumber } from '../../catalogue/part-number';
import { demoCompanyId } from '../../identity/company/company.seed';

/**
 * Demo material codes (客户物料编码): the demo company calls 50 national, in-stock SKUs WL-10001 … WL-10050
 * (the best sellers first; every tenth is bought by the box of 12, 换算 12). Try WL-10001, WL-10002 and
 * WL-10010 in quick order as demo or 李采购 (docs/demo-data.md).
 */
export const materialCodeSeeder: Seeder = {
  name: 'demo material codes',
  async run({ db, env }) {
    if (env.NODE_ENV === 'production') return;
    const companyId = await demoCompanyId(db);
    if (!companyId) return;
    const skus = await queryRows<{ id: number; title: string }>(
      db,
      sql`select k.id, p.title from skus k join products p on p.id = k.product_id
          where p.on_shelf and '0000' = any(p.sales_area_codes) and k.stock >= p.moq * 10
          order by p.sales_count desc, k.id limit 50`,
    );
    const rows = skus.map((s, i) => ({
      skuId: Number(s.id),
      code: `WL-${10001 + i}`,
      description: s.title.slice(0, 200),
      ratio: (i + 1) % 10 === 0 ? 12 : 1,
    }));
    if (!rows.length) return;
    const col = <T>(pick: (r: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
    await db.execute(sql`insert into company_material_codes (company_id, sku_id, code, normalised, description, ratio_num)
      select ${companyId}, * from unnest(${col((r) => r.skuId)}::int[], ${col((r) => r.code)}::text[],
        ${col((r) => normalisePartNumber(r.code))}::text[], ${col((r) => r.description)}::text[], ${col((r) => r.ratio)}::int[])
      on conflict do nothing`);
  },
};
