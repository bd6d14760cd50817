import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../db/seeder';
import { demoCompanyId } from '../../identity/company/company.seed';
import { chinaDateAfter } from '../../../lib/china-day';

/** How many best sellers get a demo agreement price, and at what share of the list price. */
const DEMO_AGREEMENT = { products: 40, percent: 92 } as const;

/**
 * Demo 协议价 and 阶梯价 (docs/demo-data.md): the demo company pays 92 % of the list price for the default SKU of the 40
 * best-selling products (valid from 30 days ago for a year), and the 20 best sellers' default SKUs have
 * tiers (≥ 10 at 96 %, ≥ 50 at 90 % of the list price) for everyone.
 */
export const pricingSeeder: Seeder = {
  name: 'demo agreement prices',
  async run({ db, env, log }) {
    if (env.NODE_ENV === 'production') return;
    const companyId = await demoCompanyId(db);
    const day = chinaDateAfter;
    const best = sql`select p.id as product_id, k.id as sku_id, k.price_fen from products p
        join skus k on k.id = p.default_sku_id
        where p.on_shelf and k.price_fen >= 100 order by p.sales_count desc, p.id`;
    if (companyId)
      await db.execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
        select ${companyId}, b.sku_id, b.product_id, b.price_fen * ${DEMO_AGREEMENT.percent} / 100,
          ${day(-30)}::date, ${day(365)}::date
        from (${best} limit ${DEMO_AGREEMENT.products}) b
        on conflict (company_id, sku_id) do nothing`);
    await db.execute(sql`insert into sku_price_tiers (sku_id, min_quantity, price_fen)
      select b.sku_id, t.q, b.price_fen * t.pct / 100 from (${best} limit 20) b
      cross join (values (10, 96), (50, 90)) as t(q, pct)
      on conflict do nothing`);
    log(companyId ? 'demo company agreement prices and tiers' : 'tiers (no demo company)');
  },
};
