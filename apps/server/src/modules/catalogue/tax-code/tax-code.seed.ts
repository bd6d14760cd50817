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
export const DEMO_TAX_CODES: {
  code: string;
  name: string;
  shortName: string;
  rate: TaxRate;
  titles: string[];
}[] = [
  { code: '1080422000000000000', name: '工具', shortName: '金属制品', rate: '13', titles: ['工具耗材'] },
  { code: '1090511000000000000', name: '电动工具', shortName: '电动工具', rate: '13', titles: ['电动工具'] },
  {
    code: '1090601000000000000',
    name: '劳动防护用品',
    shortName: '劳动防护用品',
    rate: '13',
    titles: ['安全防护'],
  },
  {
    code: '1090701000000000000',
    name: '电线、电缆',
    shortName: '电线电缆',
    rate: '13',
    titles: ['电线电缆'],
  },
  {
    code: '1090702000000000000',
    name: '输配电及控制设备',
    shortName: '输配电及控制设备',
    rate: '13',
    titles: ['电工电气'],
  },
  { code: '1090220000000000000', name: '阀门', shortName: '通用设备', rate: '13', titles: ['给排水'] },
  { code: '1060502000000000000', name: '文具用品', shortName: '文具', rate: '13', titles: ['办公用品'] },
  { code: '1090703000000000000', name: '照明器具', shortName: '照明装置', rate: '13', titles: ['照明灯具'] },
  { code: '1080413000000000000', name: '紧固件', shortName: '金属制品', rate: '13', titles: ['紧固件'] },
  {
    code: '1090219000000000000',
    name: '物料搬运设备',
    shortName: '通用设备',
    rate: '13',
    titles: ['搬运存储'],
  },
  { code: '1090218000000000000', name: '焊接设备', shortName: '通用设备', rate: '13', titles: ['焊接切割'] },
  {
    code: '1090216000000000000',
    name: '轴承、齿轮和传动部件',
    shortName: '机械零部件',
    rate: '13',
    titles: ['机械传动'],
  },
  {
    code: '1090217000000000000',
    name: '液压和气压动力机械及元件',
    shortName: '通用设备',
    rate: '13',
    titles: ['气动液压'],
  },
  {
    code: '1091001000000000000',
    name: '通用仪器仪表',
    shortName: '仪器仪表',
    rate: '13',
    titles: ['仪器仪表'],
  },
  {
    code: '1070213000000000000',
    name: '清洁用品',
    shortName: '日用化学产品',
    rate: '13',
    titles: ['清洁用品'],
  },
  { code: '1070101050000000000', name: '润滑油', shortName: '成品油', rate: '13', titles: ['润滑油脂'] },
  { code: '1070211000000000000', name: '胶粘剂', shortName: '化学试剂助剂', rate: '13', titles: ['化学品'] },
  {
    code: '1090221000000000000',
    name: '风机、制冷设备',
    shortName: '通用设备',
    rate: '13',
    titles: ['暖通制冷'],
  },
  {
    code: '1080499000000000000',
    name: '其他金属制品',
    shortName: '金属制品',
    rate: '13',
    titles: ['五金建材'],
  },
];

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
