import { DEFAULT_AREA_ID, type ProductImportError, type ProductSheetColumn } from '@mall/shared';
import { provinceRows, provinceShortName } from '../region';
import { parseSpecCell, type DraftSku, type ProductDraft } from './product-draft';
import { checkRows, type ReadRow } from './sheet-reader';

/** Names the import resolves cells against (loaded in the import's transaction). */
export type ImportLookups = {
  brands: { id: number; name: string; latin_name: string }[];
  level3: { id: number; title: string }[];
  /** Fields the sheet does not carry, kept from existing products that are updated. */
  existing: Map<number, { images: string[]; description_html: string; scene_ids: number[] }>;
};

/** A data row turned into typed values (only when every cell of it is valid): its product's and its SKU's. */
export type ParsedRow = {
  row: number;
  groupKey: string;
  productId?: number;
  spec: [string, string][];
  areas: string[];
  onShelf: boolean;
} & Pick<ProductDraft, 'title' | 'brandId' | 'categoryId' | 'modelNo' | 'unit' | 'moq' | 'step'> &
  Pick<DraftSku, 'code' | 'price' | 'marketPrice' | 'stock' | 'areaStocks'>;

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const PROVINCE = new Map<string, string>();
for (const p of provinceRows()) {
  PROVINCE.set(p.code, p.code);
  PROVINCE.set(p.name, p.code);
  PROVINCE.set(provinceShortName(p.name), p.code);
}

/** Cells every row of one product must agree on. */
const PRODUCT_LEVEL: readonly ProductSheetColumn[] = [
  '标题',
  '品牌',
  '三级分类',
  '型号',
  '单位',
  '起订量',
  '步长',
  '销售区域',
  '上架',
];

function lookupIndex(l: ImportLookups) {
  const brands = new Map<string, number>();
  for (const b of l.brands) {
    brands.set(String(b.id), b.id);
    brands.set(b.name.toLowerCase(), b.id);
    if (b.latin_name) brands.set(b.latin_name.toLowerCase(), b.id);
  }
  const byTitle = new Map<string, number[]>();
  for (const c of l.level3) byTitle.set(c.title, [...(byTitle.get(c.title) ?? []), c.id]);
  const ids = new Set(l.level3.map((c) => c.id));
  return { brands, byTitle, ids };
}

/** Parses every row; returns the valid rows and one error per bad cell. */
export function parseRows(
  rows: readonly ReadRow[],
  lookups: ImportLookups,
): { parsed: ParsedRow[]; errors: ProductImportError[] } {
  const index = lookupIndex(lookups);
  return checkRows(rows, (cells, fail) => {
    const text = (column: ProductSheetColumn, max: number, min = 1) => {
      const v = cells[column];
      if (v.length < min) fail(column, v ? `${column}至少 ${min} 个字` : `${column}不能为空`);
      else if (v.length > max) fail(column, `${column}不能超过 ${max} 个字符`);
      return v;
    };
    const int = (column: ProductSheetColumn, min: number, fallback?: number) => {
      const v = cells[column];
      if (v === '' && fallback !== undefined) return fallback;
      if (!/^\d{1,8}$/.test(v) || Number(v) < min) {
        fail(column, v ? `${column}必须是不小于 ${min} 的整数` : `${column}不能为空`);
        return 0;
      }
      return Number(v);
    };
    const rawId = cells['商品编号'];
    const productId = /^\d+$/.test(rawId) ? Number(rawId) : undefined;
    const title = text('标题', 200, 2);
    const brandId = index.brands.get(cells['品牌'].toLowerCase()) ?? 0;
    if (!cells['品牌']) fail('品牌', '品牌不能为空');
    else if (!brandId) fail('品牌', `品牌「${cells['品牌']}」不存在`);
    const categoryId = resolveCategory(cells['三级分类'], index, (msg) => fail('三级分类', msg));
    const modelNo = text('型号', 64);
    const unit = text('单位', 8);
    const moq = int('起订量', 1, 1);
    const step = int('步长', 1, 1);
    let spec: [string, string][] = [];
    try {
      spec = parseSpecCell(cells['规格']);
      if (new Set(spec.map(([k]) => k)).size !== spec.length) fail('规格', '同一行的规格名称不能重复');
    } catch (err) {
      fail('规格', `规格格式不正确：${(err as Error).message}`);
    }
    const code = text('SKU编码', 64);
    const price = cells['价格'];
    if (!price) fail('价格', '价格不能为空');
    else if (!MONEY.test(price)) fail('价格', `价格「${price}」格式不正确（元，最多两位小数）`);
    else if (Number(price) <= 0) fail('价格', '价格必须大于 0');
    const marketPrice = cells['市场价'] || undefined;
    if (marketPrice && !MONEY.test(marketPrice))
      fail('市场价', `市场价「${marketPrice}」格式不正确（元，最多两位小数）`);
    const stock = int('库存', 0);
    const areaStocks = resolveAreaStocks(cells['分区库存'], (msg) => fail('分区库存', msg));
    const areas = resolveAreas(cells['销售区域'], (msg) => fail('销售区域', msg));
    const shelf = cells['上架'].toLowerCase();
    const onShelf = ['', '是', '上架', 'y', 'yes', '1', 'true'].includes(shelf);
    if (!onShelf && !['否', '下架', 'n', 'no', '0', 'false'].includes(shelf))
      fail('上架', '上架请填写“是”或“否”');
    return {
      groupKey: rawId ? `id:${rawId}` : `title:${title}`,
      productId,
      title,
      brandId,
      categoryId,
      modelNo,
      unit,
      moq,
      step,
      spec,
      code,
      price,
      marketPrice,
      stock,
      areaStocks,
      areas,
      onShelf,
    };
  });
}

function resolveCategory(
  cell: string,
  index: ReturnType<typeof lookupIndex>,
  fail: (msg: string) => void,
): number {
  if (!cell) return (fail('三级分类不能为空'), 0);
  const withId = /^(.*?)[(（](\d+)[)）]$/.exec(cell);
  const id = /^\d+$/.test(cell) ? Number(cell) : withId ? Number(withId[2]) : undefined;
  if (id !== undefined) {
    if (index.ids.has(id)) return id;
    return (fail(`三级分类编号 ${id} 不存在或不是三级分类`), 0);
  }
  const ids = index.byTitle.get(cell) ?? [];
  if (ids.length === 1) return ids[0]!;
  if (ids.length > 1) return (fail(`三级分类「${cell}」有重名，请写成 名称(编号)，如 ${cell}(${ids[0]})`), 0);
  return (fail(`三级分类「${cell}」不存在`), 0);
}

function resolveAreas(cell: string, fail: (msg: string) => void): string[] {
  if (!cell || cell === '全国' || cell === DEFAULT_AREA_ID) return [DEFAULT_AREA_ID];
  const parts = cell
    .split(/[;；,，、\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const codes: string[] = [];
  for (const part of parts) {
    const code = part === '全国' ? DEFAULT_AREA_ID : PROVINCE.get(part);
    if (code) codes.push(code);
    else fail(`销售区域「${part}」不存在（填写“全国”或省份名称）`);
  }
  return codes;
}

/** The 分区库存 cell "浙江:50;江苏省:20" → provincial stock (names, short names or codes). */
function resolveAreaStocks(cell: string, fail: (msg: string) => void): { areaCode: string; stock: number }[] {
  const stocks: { areaCode: string; stock: number }[] = [];
  for (const part of cell.split(/[;；,，、\s]+/).filter(Boolean)) {
    const match = /^([^:：]+)[:：](\d{1,8})$/.exec(part);
    const areaCode = match && PROVINCE.get(match[1]!.trim());
    if (!match) fail(`分区库存「${part}」应写成 省份:数量，如 浙江:50`);
    else if (!areaCode) fail(`分区库存的省份「${match[1]}」不存在`);
    else stocks.push({ areaCode, stock: Number(match[2]) });
  }
  return stocks;
}

/** Groups valid rows into product drafts; rows of one product that disagree are errors. */
export function groupRows(
  parsed: readonly ParsedRow[],
  cells: Map<number, Record<string, string>>,
  lookups: ImportLookups,
) {
  const errors: ProductImportError[] = [];
  const groups = new Map<string, ParsedRow[]>();
  for (const r of parsed) groups.set(r.groupKey, [...(groups.get(r.groupKey) ?? []), r]);
  const drafts: { draft: ProductDraft; rows: number[] }[] = [];
  for (const rows of groups.values()) {
    const head = rows[0]!;
    let consistent = true;
    for (const r of rows.slice(1))
      for (const column of PRODUCT_LEVEL)
        if ((cells.get(r.row)?.[column] ?? '') !== (cells.get(head.row)?.[column] ?? '')) {
          errors.push({ row: r.row, column, msg: `与第 ${head.row} 行同一商品的「${column}」不一致` });
          consistent = false;
        }
    if (!consistent) continue;
    const names: string[] = [];
    const values = new Map<string, string[]>();
    for (const r of rows)
      for (const [k, v] of r.spec) {
        let list = values.get(k);
        if (!list) {
          names.push(k);
          list = [];
          values.set(k, list);
        }
        if (!list.includes(v)) list.push(v);
      }
    const kept = head.productId === undefined ? undefined : lookups.existing.get(head.productId);
    drafts.push({
      rows: rows.map((r) => r.row),
      draft: {
        id: head.productId,
        title: head.title,
        brandId: head.brandId,
        categoryId: head.categoryId,
        modelNo: head.modelNo,
        unit: head.unit,
        moq: head.moq,
        step: head.step,
        specs: names.map((name) => ({ name, values: values.get(name)! })),
        skus: rows.map((r) => ({
          spec: Object.fromEntries(r.spec),
          code: r.code,
          price: r.price,
          marketPrice: r.marketPrice,
          stock: r.stock,
          areaStocks: r.areaStocks,
        })),
        salesAreaCodes: head.areas,
        images: kept?.images ?? [],
        descriptionHtml: kept?.description_html ?? '',
        sceneIds: kept?.scene_ids ?? [],
        onShelf: head.onShelf,
      },
    });
  }
  return { drafts, errors };
}
