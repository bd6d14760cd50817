import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../db/seeder';
import { queryRows } from '../../../db/client';
import { hashPassword } from '../../../lib/password';

/** The two demo shops (README): their administrators sign in at /merchant/ with these accounts. */
export const DEMO_MERCHANTS = [
  {
    company: '苏州星湖精密五金有限公司',
    name: '星湖精密五金',
    mobile: '13900139001',
    password: 'Xinghu@123456',
    intro: '专注手动工具与紧固件二十年，苏州自有仓库，工作日 16 点前下单当天发货。',
    returnAddress: '江苏省苏州市工业园区星湖街 218 号 星湖精密五金售后部 收 0512-62880001',
    /** Index of the level-one category (by id order) the shop sells in. */
    category: 0,
  },
  {
    company: '杭州东岳机电设备有限公司',
    name: '东岳机电',
    mobile: '13900139002',
    password: 'Dongyue@123456',
    intro: '电工电气与劳保用品供应商，杭州萧山发货，支持对公转账与增值税专用发票。',
    returnAddress: '浙江省杭州市萧山区市心北路 99 号 东岳机电售后部 收 0571-82660002',
    category: 1,
  },
] as const;

/** Products each demo shop lists: copies of the catalogue's products of its category, under its own name. */
const PRODUCTS_PER_SHOP = 8;

/**
 * Demo shops with approved applications, their 店铺管理员 (password set, no set-up code) and a few approved,
 * on-shelf products each (new ids, their own SKU codes, no sales: they never outrank the platform's own).
 * Runs before the search index is built, so the products are found by search. None in production.
 */
export const shopSeeder: Seeder = {
  name: 'demo merchants',
  async run({ db, env, log }) {
    if (env.NODE_ENV === 'production') return;
    const firsts = await queryRows<{ id: number }>(
      db,
      sql`select c1.id from categories c1 where c1.level = 1 and exists (select 1 from products p
            where p.first_category_id = c1.id and p.on_shelf) order by c1.id limit 2`,
    );
    for (const demo of DEMO_MERCHANTS) {
      // A tiny catalogue (tests) may have one level-one category with products: both shops then share it.
      const first = (firsts[demo.category] ?? firsts[0])?.id;
      if (first === undefined) continue;
      const sources = await queryRows<{ id: number; brand_id: number }>(
        db,
        sql`select id, brand_id from products where first_category_id = ${first} and on_shelf
            order by id limit ${PRODUCTS_PER_SHOP}`,
      );
      const brandIds = [...new Set(sources.map((s) => s.brand_id))];
      await db.transaction(async (tx) => {
        const [app] = await queryRows<{ id: number }>(
          tx,
          sql`insert into merchant_applications (mobile, status, company_name, credit_code, legal_person,
                registered_capital, address, contact_name, categories, brands, license_file, submitted_at,
                reviewed_at)
              values (${demo.mobile}, 2, ${demo.company}, '91350100M000100Y43', '王建国', 500, '示范地址',
                '店长', '[]'::jsonb, '[]'::jsonb, '', now(), now())
              returning id`,
        );
        const [shop] = await queryRows<{ id: number }>(
          tx,
          sql`insert into merchants (application_id, name, intro, return_address, mobile, category_ids, brand_ids,
                commission_rates)
              values (${app!.id}, ${demo.name}, ${demo.intro}, ${demo.returnAddress}, ${demo.mobile},
                ${sql.param([first])}::int[],
                ${sql.param(brandIds)}::int[], ${JSON.stringify({ [first]: 500 })}::jsonb)
              returning id`,
        );
        await tx.execute(sql`insert into merchant_staff (merchant_id, username, name, mobile, role, password_hash)
            values (${shop!.id}, ${demo.mobile}, '店长', ${demo.mobile}, '店铺管理员',
              ${await hashPassword(demo.password)})`);
        for (const src of sources) {
          const [copy] = await queryRows<{ id: number }>(
            tx,
            sql`select nextval('catalogue_item_id_seq')::int as id`,
          );
          const skuRows = await queryRows<{ id: number }>(
            tx,
            sql`select id from skus where product_id = ${src.id} order by sort, id`,
          );
          const skuIds = await queryRows<{ id: number }>(
            tx,
            sql`select nextval('catalogue_item_id_seq')::int as id from generate_series(1, ${skuRows.length})`,
          );
          const map = skuRows.map((s, i) => ({ from: s.id, to: skuIds[i]!.id }));
          const defaultTo = sql`(select t.to_id from unnest(${sql.param(map.map((m) => m.from))}::int[],
              ${sql.param(map.map((m) => m.to))}::int[]) as t(from_id, to_id) where t.from_id = p.default_sku_id)`;
          await tx.execute(sql`insert into products (id, category_id, second_category_id, first_category_id, brand_id,
                title, model_no, unit, moq, step, description_html, on_shelf, sales_count, min_price_fen,
                default_sku_id, sales_area_codes, scene_ids, attrs, images, merchant_id, seller_name, review_status)
              select ${copy!.id}, category_id, second_category_id, first_category_id, brand_id,
                left(${demo.name} || ' ' || title, 200), model_no, unit, moq, step, description_html, true, 0,
                min_price_fen, ${defaultTo}, sales_area_codes, scene_ids, attrs, images, ${shop!.id},
                ${demo.name}, 2
              from products p where p.id = ${src.id}`);
          await tx.execute(sql`insert into skus (id, product_id, code, spec, price_fen, market_price_fen, stock, sort)
              select t.to_id, ${copy!.id}, left('M' || ${shop!.id} || '-' || k.code, 64), k.spec, k.price_fen,
                k.market_price_fen, 200, k.sort
              from unnest(${sql.param(map.map((m) => m.from))}::int[], ${sql.param(map.map((m) => m.to))}::int[])
                as t(from_id, to_id) join skus k on k.id = t.from_id`);
        }
      });
    }
    log(
      `demo merchants: ${DEMO_MERCHANTS.map((m) => `${m.name} ${m.mobile} / ${m.password}`).join(', ')} ` +
        '(商家后台 /merchant/)',
    );
  },
};
