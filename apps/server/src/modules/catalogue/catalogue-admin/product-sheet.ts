import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_AREA_ID,
  fenToYuan,
  PRODUCT_SHEET_COLUMNS,
  PRODUCT_SHEET_HELP,
  type ProductSheetColumn,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { provinceName } from '../region';
import { productFilterSql, type ProductFilter } from './product.admin';
import { specCell } from './product-draft';

/** One spreadsheet row (one SKU), keyed by column title. */
export type SheetRow = Record<ProductSheetColumn, string | number>;

const WIDTHS: Record<ProductSheetColumn, number> = {
  商品编号: 11,
  标题: 40,
  品牌: 14,
  三级分类: 16,
  型号: 16,
  单位: 6,
  起订量: 8,
  步长: 6,
  规格: 30,
  SKU编码: 20,
  价格: 10,
  市场价: 10,
  库存: 9,
  分区库存: 24,
  销售区域: 24,
  上架: 6,
};

/** The 销售区域 cell: 全国, or province names separated by ';'. */
function areaCell(codes: readonly string[]): string {
  if (codes.includes(DEFAULT_AREA_ID)) return '全国';
  return codes.map((c) => provinceName(c) ?? c).join(';');
}

/** The 分区库存 cell: province name:stock pairs separated by ';' ('' when the SKU has none). */
function areaStockCell(stocks: readonly { areaCode: string; stock: number }[]): string {
  return stocks.map((a) => `${provinceName(a.areaCode) ?? a.areaCode}:${a.stock}`).join(';');
}

/** The workbook of product rows: sheet 商品 (header + rows) and sheet 填写说明. */
export async function buildProductBook(rows: readonly SheetRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('商品', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRODUCT_SHEET_COLUMNS.map((c) => ({ header: c, key: c, width: WIDTHS[c] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  for (const key of ['价格', '市场价'] as const) sheet.getColumn(key).numFmt = '0.00';
  // Codes stay text so Excel never turns 00123 into 123.
  for (const key of ['SKU编码', '型号'] as const) sheet.getColumn(key).numFmt = '@';
  const help = book.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'c', width: 12 },
    { header: '填写方式', key: 'h', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of PRODUCT_SHEET_COLUMNS) help.addRow({ c, h: PRODUCT_SHEET_HELP[c] });
  help.addRow({});
  help.addRow({
    c: '归组规则',
    h: '同一商品编号的行属于同一商品；数字编号=更新已有商品（其 SKU 以表格为准，表中没有的 SKU 会被删除）；留空或非数字编号=新建商品（留空时按标题归组）。任一行有误则整表不导入。',
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The import template: the header and one example row. */
export function templateBook(example: { brand: string; category: string }): Promise<Buffer> {
  return buildProductBook([
    {
      商品编号: '新1',
      标题: `${example.brand} 示例商品 十字螺丝刀 PH2×100mm`,
      品牌: example.brand,
      三级分类: example.category,
      型号: 'DEMO-PH2100',
      单位: '把',
      起订量: 1,
      步长: 1,
      规格: '规格:PH2×100mm;颜色:红',
      SKU编码: 'DEMO-PH2100-R',
      价格: 12.5,
      市场价: 15,
      库存: 100,
      分区库存: '浙江省:20;江苏省:10',
      销售区域: '全国',
      上架: '是',
    },
  ]);
}

type ExportRow = {
  id: number;
  title: string;
  brand: string;
  category: string;
  category_id: number;
  model_no: string;
  unit: string;
  moq: number;
  step: number;
  attrs: Record<string, string[]>;
  spec: Record<string, string>;
  code: string;
  price_fen: number;
  market_price_fen: number | null;
  stock: number;
  area_stocks: { areaCode: string; stock: number }[] | null;
  sales_area_codes: string[];
  on_shelf: boolean;
};

/** Most SKU rows one export may hold (an in-memory workbook); larger selections must be filtered first. */
const EXPORT_MAX_ROWS = 20_000;

/** Rows of the export (one per SKU, products by id); more than `limit` SKUs → 400 asking for a filter. */
export async function exportRows(
  db: Db,
  filter: ProductFilter,
  limit = EXPORT_MAX_ROWS,
): Promise<SheetRow[]> {
  const [rows, dupTitles] = await Promise.all([
    queryRows<ExportRow>(
      db,
      sql`select p.id, p.title, coalesce(b.name, '') as brand, coalesce(c.title, '') as category, p.category_id,
            p.model_no, p.unit, p.moq, p.step, p.attrs, k.spec, k.code, k.price_fen, k.market_price_fen, k.stock,
            (select json_agg(json_build_object('areaCode', a.area_code, 'stock', a.stock) order by a.area_code)
              from sku_area_stocks a where a.sku_id = k.id) as area_stocks,
            p.sales_area_codes, p.on_shelf
          from products p join skus k on k.product_id = p.id
            left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
          where ${productFilterSql(filter)}
          order by p.id, k.sort, k.id limit ${limit + 1}`,
    ),
    queryRows<{ title: string }>(
      db,
      sql`select title from categories where level = 3 group by title having count(*) > 1`,
    ),
  ]);
  if (rows.length > limit)
    throw badRequest(`导出的 SKU 超过 ${limit} 行，请按分类、品牌或关键词筛选后分批导出`);
  const ambiguous = new Set(dupTitles.map((d) => d.title));
  return rows.map((r) => ({
    商品编号: r.id,
    标题: r.title,
    品牌: r.brand,
    // A name two level-three categories share is written with its id so the file imports back unambiguously.
    三级分类: ambiguous.has(r.category) ? `${r.category}(${r.category_id})` : r.category,
    型号: r.model_no,
    单位: r.unit,
    起订量: r.moq,
    步长: r.step,
    规格: specCell(r.spec, Object.keys(r.attrs)),
    SKU编码: r.code,
    价格: Number(fenToYuan(r.price_fen)),
    市场价: r.market_price_fen === null ? '' : Number(fenToYuan(r.market_price_fen)),
    库存: r.stock,
    分区库存: areaStockCell(r.area_stocks ?? []),
    销售区域: areaCell(r.sales_area_codes),
    上架: r.on_shelf ? '是' : '否',
  }));
}
