import { sql } from 'drizzle-orm';
import type { AttributeType } from '@mall/shared';
import { queryRows } from '../../../db/client';
import type { Seeder } from '../../../db/seeder';
import { refreshTypedValues } from './typed-values';

type Def = [name: string, type: AttributeType, unit?: string];

/**
 * Typed attributes of the demo catalogue, on level-two categories (their level-three ones inherit them), with
 * the names the generated SKU specs carry. 额定电压 "230/400V" stays unparsed on purpose: the console's list of
 * values to fix has something to show.
 */
const TYPED: Record<string, Def[]> = {
  轴承: [
    ['内径', 'number', 'mm'],
    ['外径', 'number', 'mm'],
    ['宽度', 'number', 'mm'],
    ['型号', 'enum'],
    ['密封形式', 'enum'],
    ['材质', 'enum'],
  ],
  低压配电: [
    ['额定电流', 'number', 'A'],
    ['极数', 'enum'],
    ['分断能力', 'number', 'kA'],
    ['额定电压', 'number', 'V'],
  ],
  螺丝刀: [
    ['规格', 'enum'],
    ['材质', 'enum'],
    ['颜色', 'enum'],
  ],
  手部防护: [
    ['尺码', 'enum'],
    ['材质', 'enum'],
    ['防护等级', 'enum'],
  ],
};

/** Typed attributes of bearings, breakers, screwdrivers and gloves, and their values read from the SKU specs. */
export const attributeSeeder: Seeder = {
  name: 'typed attributes',
  async run({ db }) {
    await db.transaction(async (tx) => {
      const categories = await queryRows<{ id: number; title: string }>(
        tx,
        sql`select id, title from categories where level = 2 and title = any(${sql.param(Object.keys(TYPED))}::text[])`,
      );
      for (const { id, title } of categories) {
        const defs = TYPED[title]!;
        await tx.execute(sql`insert into category_attributes (category_id, name, type, unit, sort)
          select ${id}, t.name, t.type, t.unit, t.sort
          from unnest(${sql.param(defs.map((d) => d[0]))}::text[], ${sql.param(defs.map((d) => d[1]))}::text[],
            ${sql.param(defs.map((d) => d[2] ?? ''))}::text[], ${sql.param(defs.map((_, i) => i))}::int[])
            as t(name, type, unit, sort)
          on conflict (category_id, name) do nothing`);
      }
      const ids = categories.map((c) => c.id);
      const products = await queryRows<{ id: number }>(
        tx,
        sql`select id from products where second_category_id = any(${sql.param(ids)}::int[]) order by id`,
      );
      for (let i = 0; i < products.length; i += 1000)
        await refreshTypedValues(
          tx,
          products.slice(i, i + 1000).map((p) => p.id),
        );
    });
    // Statistics for the values just written: without them the planner joined two range filters by a
    // nested loop over the range index (8 s for one listing at 100,000 SPUs; 19 ms analysed).
    await db.execute(sql`analyze sku_attribute_values`);
  },
};
