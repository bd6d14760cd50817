import { DEFAULT_AREA_ID, yuanToFen, type AdminSkuDraft } from '@mall/shared';
import { provinceName } from '../region';

/** A product as the console editor or one group of import rows describes it (already shape-checked by zod). */
export type ProductDraft = {
  id?: number;
  title: string;
  brandId: number;
  categoryId: number;
  modelNo: string;
  unit: string;
  moq: number;
  step: number;
  specs: { name: string; values: string[] }[];
  skus: DraftSku[];
  salesAreaCodes: string[];
  images: string[];
  descriptionHtml: string;
  sceneIds: number[];
  onShelf: boolean;
};
/** A draft's SKU: its prices already format-checked. */
export type DraftSku = AdminSkuDraft;

/** A rule broken by a draft: `sku` is the index of the SKU concerned (import maps it to a row). */
export type DraftProblem = {
  msg: string;
  field: 'specs' | 'sku' | 'code' | 'areas' | 'price' | 'stock';
  sku?: number;
};

/** '0000' wins over any province; provinces must exist (GB/T 2260 level one). */
export function normaliseAreas(codes: readonly string[]): { codes: string[]; unknown: string[] } {
  const unique = [...new Set(codes)];
  if (unique.includes(DEFAULT_AREA_ID)) return { codes: [DEFAULT_AREA_ID], unknown: [] };
  return { codes: unique, unknown: unique.filter((c) => !provinceName(c)) };
}

/** The spec/SKU rules that need no database: spec names, combinations, codes, prices, areas. */
export function draftProblems(draft: ProductDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const names = draft.specs.map((s) => s.name);
  if (new Set(names).size !== names.length) problems.push({ field: 'specs', msg: '规格名称不能重复' });
  for (const s of draft.specs)
    if (new Set(s.values).size !== s.values.length)
      problems.push({ field: 'specs', msg: `规格「${s.name}」的值不能重复` });
  if (!draft.specs.length && draft.skus.length > 1)
    problems.push({ field: 'specs', msg: '多个 SKU 时必须设置规格，用规格区分各 SKU' });
  const combos = new Map<string, number>();
  const codes = new Map<string, number>();
  draft.skus.forEach((sku, i) => {
    const keys = Object.keys(sku.spec);
    const missing = names.filter((n) => !sku.spec[n]);
    const extra = keys.filter((k) => !names.includes(k));
    if (missing.length) problems.push({ field: 'sku', sku: i, msg: `缺少规格「${missing.join('、')}」的值` });
    if (extra.length)
      problems.push({ field: 'sku', sku: i, msg: `规格「${extra.join('、')}」未在商品规格中定义` });
    for (const s of draft.specs) {
      const value = sku.spec[s.name];
      if (value && !s.values.includes(value))
        problems.push({ field: 'sku', sku: i, msg: `规格「${s.name}」没有值「${value}」` });
    }
    const combo = names.map((n) => sku.spec[n] ?? '').join('\u0001');
    if (combos.has(combo)) problems.push({ field: 'sku', sku: i, msg: '规格组合与其他 SKU 重复' });
    combos.set(combo, i);
    if (codes.has(sku.code)) problems.push({ field: 'code', sku: i, msg: `SKU编码「${sku.code}」重复` });
    codes.set(sku.code, i);
    if (yuanToFen(sku.price) <= 0) problems.push({ field: 'price', sku: i, msg: '价格必须大于 0' });
  });
  const areas = normaliseAreas(draft.salesAreaCodes);
  draft.skus.forEach((sku, i) => {
    const seen = new Set<string>();
    for (const { areaCode } of sku.areaStocks) {
      const name = provinceName(areaCode);
      if (!name) problems.push({ field: 'stock', sku: i, msg: `分区库存的省份「${areaCode}」不存在` });
      else if (seen.has(areaCode))
        problems.push({ field: 'stock', sku: i, msg: `分区库存的「${name}」重复` });
      else if (!areas.codes.includes(DEFAULT_AREA_ID) && !areas.codes.includes(areaCode))
        problems.push({ field: 'stock', sku: i, msg: `分区库存的「${name}」不在商品的销售区域内` });
      seen.add(areaCode);
    }
  });
  if (areas.unknown.length)
    problems.push({ field: 'areas', msg: `销售区域不存在：${areas.unknown.join('、')}` });
  return problems;
}

/** Facet attributes: every spec name → the values its SKUs use, in the spec's order. */
export function attrsOf(draft: ProductDraft): Record<string, string[]> {
  const attrs: Record<string, string[]> = {};
  for (const s of draft.specs) {
    const used = new Set(draft.skus.map((k) => k.spec[s.name]));
    attrs[s.name] = s.values.filter((v) => used.has(v));
  }
  return attrs;
}

/** Parses the import cell "颜色:红;尺寸:M" (full-width ：；too) into an ordered spec; throws a Chinese msg. */
export function parseSpecCell(text: string): [string, string][] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  return trimmed
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([^:：]+)[:：](.+)$/.exec(part);
      if (!match) throw new Error(`「${part}」应写成 属性:值`);
      return [match[1]!.trim(), match[2]!.trim()] as [string, string];
    });
}

/** The spec cell of an export row, keys in the product's spec order. */
export function specCell(spec: Record<string, string>, order: readonly string[]): string {
  const keys = [...order.filter((k) => k in spec), ...Object.keys(spec).filter((k) => !order.includes(k))];
  return keys.map((k) => `${k}:${spec[k]}`).join(';');
}
