import { sql } from 'drizzle-orm';
import {
  isUnitCode,
  microToDecimal,
  parseQuantity,
  UNITS,
  type AttributeType,
  type AttributeReparseResult,
} from '@mall/shared';
import { queryRows, readTogether, type Tx } from '../../../db/client';

/** A typed attribute as the parser needs it. */
type AttributeDef = {
  id: number;
  categoryId: number;
  name: string;
  type: AttributeType;
  unit: string;
};

/** What one spec text becomes under a definition: typed columns, or the reason it could not be read. */
type TypedValue = {
  min: string | null;
  max: string | null;
  bool: boolean | null;
  enumValue: string | null;
  problem: string | null;
};

const TRUE_WORDS = new Set(['是', '有', '带', '支持', '含', 'true', 'yes', 'y', '1', '√', '✓']);
const FALSE_WORDS = new Set(['否', '无', '不带', '不支持', '不含', 'false', 'no', 'n', '0', '×', '✗']);
const TYPED_VALUE_REASON = {
  EMPTY: '空值',
  NOT_BOOLEAN: '不是“是/否”（可写 是、否、有、无）',
  RANGE_FOR_NUMBER: '数值属性的值是一个范围，请改为范围属性或填写单个数值',
  BAD_UNIT: '属性的单位不受支持',
} as const;

const none = { min: null, max: null, bool: null, enumValue: null, problem: null };
const problem = (reason: string): TypedValue => ({ ...none, problem: reason });

/**
 * Reads one spec text under a definition. Numbers and ranges go through parseQuantity in the unit's dimension
 * (a bare number is taken in the declared unit); a range attribute takes a single value as a point.
 */
function typedValue(def: Pick<AttributeDef, 'type' | 'unit'>, raw: string): TypedValue {
  const text = raw.trim();
  if (!text) return problem(TYPED_VALUE_REASON.EMPTY);
  if (def.type === 'enum') return { ...none, enumValue: text };
  if (def.type === 'boolean') {
    const word = text.toLowerCase();
    if (TRUE_WORDS.has(word)) return { ...none, bool: true };
    if (FALSE_WORDS.has(word)) return { ...none, bool: false };
    return problem(TYPED_VALUE_REASON.NOT_BOOLEAN);
  }
  if (!isUnitCode(def.unit)) return problem(TYPED_VALUE_REASON.BAD_UNIT);
  const parsed = parseQuantity(text, UNITS[def.unit].dimension, { bareUnit: def.unit });
  if (parsed.kind === 'unparsed') return problem(parsed.reason);
  if (parsed.kind === 'number') {
    const v = microToDecimal(parsed.micro);
    return { ...none, min: v, max: v };
  }
  if (def.type === 'number') return problem(TYPED_VALUE_REASON.RANGE_FOR_NUMBER);
  return { ...none, min: microToDecimal(parsed.min), max: microToDecimal(parsed.max) };
}

/**
 * The definitions that apply to a product of level-three category `path[0]` (then its level-two and level-one
 * ancestors): one per name, the deepest category's winning.
 */
function definitionsFor(path: readonly number[], defs: readonly AttributeDef[]): AttributeDef[] {
  const byName = new Map<string, AttributeDef>();
  for (const categoryId of path)
    for (const def of defs)
      if (def.categoryId === categoryId && !byName.has(def.name)) byName.set(def.name, def);
  return [...byName.values()];
}

type Counts = Omit<AttributeReparseResult, 'products'>;
const p = (values: unknown[]) => sql.param(values);

/**
 * Rebuilds the typed values of `productIds` from their SKUs' specs (products.attrs when a SKU's spec lacks a
 * name that has one value there), inside the caller's transaction.
 */
export async function refreshTypedValues(tx: Tx, productIds: readonly number[]): Promise<Counts> {
  const ids = [...new Set(productIds)];
  const counts: Counts = { values: 0, parsed: 0, unparsed: 0 };
  if (!ids.length) return counts;
  const [products, skus] = await readTogether(
    tx,
    () =>
      queryRows<{ id: number; path: number[]; attrs: Record<string, string[]> }>(
        tx,
        sql`select id, array[category_id, second_category_id, first_category_id] as path, attrs from products
            where id = any(${p(ids)}::int[])`,
      ),
    () =>
      queryRows<{ id: number; product_id: number; spec: Record<string, string> }>(
        tx,
        sql`select id, product_id, spec from skus where product_id = any(${p(ids)}::int[]) order by id`,
      ),
  );
  await tx.execute(sql`delete from sku_attribute_values where product_id = any(${p(ids)}::int[])`);
  const categoryIds = [...new Set(products.flatMap((r) => r.path))];
  const defs = await queryRows<AttributeDef & { id: number }>(
    tx,
    sql`select id::int as id, category_id as "categoryId", name, type, unit from category_attributes
        where category_id = any(${p(categoryIds)}::int[]) order by id`,
  );
  if (!defs.length) return counts;
  const byProduct = new Map(products.map((r) => [r.id, r]));
  const rows: { sku: number; product: number; attr: number; raw: string; value: TypedValue }[] = [];
  for (const sku of skus) {
    const product = byProduct.get(sku.product_id);
    if (!product) continue;
    for (const def of definitionsFor(product.path, defs)) {
      const only = product.attrs[def.name];
      const raw = sku.spec[def.name] ?? (only?.length === 1 ? only[0] : undefined);
      if (raw === undefined || raw === '') continue;
      rows.push({
        sku: sku.id,
        product: product.id,
        attr: def.id,
        raw: raw.slice(0, 200),
        value: typedValue(def, raw),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 5000) await insertValues(tx, rows.slice(i, i + 5000));
  counts.values = rows.length;
  counts.unparsed = rows.filter((r) => r.value.problem !== null).length;
  counts.parsed = counts.values - counts.unparsed;
  return counts;
}

async function insertValues(
  tx: Tx,
  rows: { sku: number; product: number; attr: number; raw: string; value: TypedValue }[],
): Promise<void> {
  const col = <T>(pick: (r: (typeof rows)[number]) => T) => p(rows.map(pick));
  await tx.execute(sql`
    insert into sku_attribute_values
      (sku_id, product_id, attribute_id, raw, min_value, max_value, bool_value, enum_value, problem)
    select * from unnest(${col((r) => r.sku)}::int[], ${col((r) => r.product)}::int[],
      ${col((r) => r.attr)}::bigint[], ${col((r) => r.raw)}::text[], ${col((r) => r.value.min)}::numeric[],
      ${col((r) => r.value.max)}::numeric[], ${col((r) => r.value.bool)}::boolean[],
      ${col((r) => r.value.enumValue)}::text[], ${col((r) => r.value.problem)}::text[])
    on conflict (sku_id, attribute_id) do update set product_id = excluded.product_id, raw = excluded.raw,
      min_value = excluded.min_value, max_value = excluded.max_value, bool_value = excluded.bool_value,
      enum_value = excluded.enum_value, problem = excluded.problem`);
}
