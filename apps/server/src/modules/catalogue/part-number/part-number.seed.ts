import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import type { Seeder } from '../../../db/seeder';
import { normalisePartNumber } from './normalise';

/** How many cross-reference numbers the demo catalogue gets (issue 50). */
const TARGET = 200;

/** Equivalents of a deep-groove bearing by its seal (6204 2RS胶盖 → SKF 6204-2RS, NSK 6204DDU …). */
const BEARING_EQUIVALENTS: Record<string, [string, (m: string) => string][]> = {
  '2RS胶盖': [
    ['SKF', (m) => `${m}-2RS`],
    ['SKF', (m) => `${m}-2RSH`],
    ['NSK', (m) => `${m}DDU`],
    ['FAG', (m) => `${m}-2RSR`],
  ],
  ZZ铁盖: [
    ['SKF', (m) => `${m}-2Z`],
    ['NSK', (m) => `${m}ZZ`],
    ['FAG', (m) => `${m}-2ZR`],
  ],
  开式: [
    ['SKF', (m) => m],
    ['NTN', (m) => `${m}C3`],
  ],
};

type Number = { skuId: number; number: string; kind: 'manufacturer' | 'equivalent'; source: string };

/**
 * Demo part numbers (料号互查): the bearings' SKF, NSK and FAG equivalents by their bore code and seal
 * (6204-2RS, 6204-2RSH, 6204DDU …), then, up to 200, the manufacturer's own numbers of other SKUs
 * (brand + model + SKU, e.g. SATA-09101-02). Deterministic for a given catalogue.
 */
export const partNumberSeeder: Seeder = {
  name: 'demo part numbers',
  async run({ db }) {
    const bearings = await queryRows<{ id: number; model: string; seal: string | null }>(
      db,
      sql`select k.id, k.spec->>'型号' as model, p.attrs->'密封形式'->>0 as seal
          from skus k join products p on p.id = k.product_id
          where p.second_category_id in (select id from categories where level = 2 and title = '轴承')
            and k.spec->>'型号' ~ '^[0-9]{4}$'
          order by k.id limit ${TARGET}`,
    );
    const numbers = new Map<string, Number>(); // by SKU and normalised number: each once
    const add = (n: Number) => {
      if (n.number.length <= 64) numbers.set(`${n.skuId}|${normalisePartNumber(n.number)}`, n);
    };
    for (const b of bearings)
      for (const [source, make] of BEARING_EQUIVALENTS[b.seal ?? ''] ?? BEARING_EQUIVALENTS['2RS胶盖']!)
        add({ skuId: Number(b.id), number: make(b.model), kind: 'equivalent', source });
    const rest = Math.max(0, TARGET - numbers.size);
    const others = await queryRows<{ id: number; code: string; latin: string }>(
      db,
      sql`select k.id, k.code, coalesce(nullif(b.latin_name, ''), b.name) as latin
          from skus k join products p on p.id = k.product_id join brands b on b.id = p.brand_id
          where p.on_shelf and p.second_category_id not in (select id from categories where level = 2 and title = '轴承')
          order by p.sales_count desc, k.id limit ${rest}`,
    );
    for (const o of others) {
      const source = o.latin.slice(0, 32);
      add({ skuId: Number(o.id), number: `${o.latin.slice(0, 12)} ${o.code}`, kind: 'manufacturer', source });
    }
    const rows = [...numbers.values()].slice(0, TARGET);
    if (!rows.length) return;
    const col = <T>(pick: (n: Number) => T) => sql.param(rows.map(pick));
    await db.execute(sql`insert into sku_part_numbers (sku_id, number, normalised, kind, source)
      select * from unnest(${col((n) => n.skuId)}::int[], ${col((n) => n.number)}::text[],
        ${col((n) => normalisePartNumber(n.number))}::text[], ${col((n) => n.kind)}::text[], ${col((n) => n.source)}::text[])
      on conflict (sku_id, normalised) do nothing`);
  },
};
