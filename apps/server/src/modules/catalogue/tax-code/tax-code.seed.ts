import { sql } from 'drizzle-orm';
import type { TaxRate } from '@mall/shared';
import { queryRows } from '../../../db/client';
import type { Seeder } from '../../../db/seeder';

/**
 * Demo 税收分类编码 by category title: the goods branch (1…) of the 商品和服务税收分类编码表 — 106 paper and
 * stationery, 107 petroleum and chemical products, 108 metal products, 109 machinery and electrical equipment.
 * The codes follow the table's layout (19 digits, trailing zeros below the level used) but are demo data: an
 * operator confirms each against the bureau's current table before invoicing for real (decision record
 * 2026-11-30-einvoice-slice-1).
 */
type DemoTaxCode = { code: string; name: string; shortName: string; rate: TaxRate; titles: string[] };

/** Each row: code, name, 简称 and the category titles that carry it; all at 13 %. */
const ROWS: [code: string, name: string, shortName: string, titles: string[]][] = [
  ['1080422000000000000', '工具', '金属制品', ['工具耗材']],
  ['1090511000000000000', '电动工具', '电动工具', ['电动工具']],
  ['1090601000000000000', '劳动防护用品', '劳动防护用品', ['安全防护']],
  ['1090701000000000000', '电线、电缆', '电线电缆', ['电线电缆']],
  ['1090702000000000000', '输配电及控制设备', '输配电及控制设备', ['电工电气']],
  ['1090220000000000000', '阀门', '通用设备', ['给排水']],
  ['1060502000000000000', '文具用品', '文具', ['办公用品']],
  ['1090703000000000000', '照明器具', '照明装置', ['照明灯具']],
  ['1080413000000000000', '紧固件', '金属制品', ['紧固件']],
  ['1090219000000000000', '物料搬运设备', '通用设备', ['搬运存储']],
  ['1090218000000000000', '焊接设备', '通用设备', ['焊接切割']],
  ['1090216000000000000', '轴承、齿轮和传动部件', '机械零部件', ['机械传动']],
  ['1090217000000000000', '液压和气压动力机械及元件', '通用设备', ['气动液压']],
  ['1091001000000000000', '通用仪器仪表', '仪器仪表', ['仪器仪表']],
  ['1070213000000000000', '清洁用品', '日用化学产品', ['清洁用品']],
  ['1070101050000000000', '润滑油', '成品油', ['润滑油脂']],
  ['1070211000000000000', '胶粘剂', '化学试剂助剂', ['化学品']],
  ['1090221000000000000', '风机、制冷设备', '通用设备', ['暖通制冷']],
  ['1080499000000000000', '其他金属制品', '金属制品', ['五金建材']],
];

export const DEMO_TAX_CODES: DemoTaxCode[] = ROWS.map(([code, name, shortName, titles]) => ({
  code,
  name,
  shortName,
  rate: '13',
  titles,
}));

/** Demo tax codes and the categories (level one or two, by title) that carry them. */
export const taxCodeSeeder: Seeder = {
  name: 'demo tax codes',
  async run({ db }) {
    for (const c of DEMO_TAX_CODES) {
      await db.execute(sql`insert into tax_codes (code, name, short_name, rate)
        values (${c.code}, ${c.name}, ${c.shortName}, ${c.rate}) on conflict (code) do nothing`);
      const ids = await queryRows<{ id: number }>(
        db,
        sql`select id from categories where level <= 2 and title = any(${`{${c.titles.join(',')}}`}::text[])`,
      );
      for (const { id } of ids)
        await db.execute(sql`insert into category_tax_codes (category_id, code) values (${id}, ${c.code})
          on conflict (category_id) do nothing`);
    }
  },
};
