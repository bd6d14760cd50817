import { sql } from 'drizzle-orm';
import {
  decimalToMicro,
  formatQuantity,
  formatRange,
  isUnitCode,
  UNITS,
  type SubstituteComparison,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';

/** A SKU's readable typed value of one attribute. */
type TypedRow = {
  sku_id: number;
  name: string;
  type: string;
  unit: string;
  is_filter: boolean;
  sort: number;
  min_value: string | null;
  max_value: string | null;
  enum_value: string | null;
  bool_value: boolean | null;
};

/** The typed values of these SKUs (readable ones only), by SKU, in display order (key parameters first). */
export async function typedValuesOf(db: DbOrTx, skuIds: readonly number[]): Promise<Map<number, TypedRow[]>> {
  const out = new Map<number, TypedRow[]>();
  if (!skuIds.length) return out;
  const rows = await queryRows<TypedRow>(
    db,
    sql`select v.sku_id, a.name, a.type, a.unit, a.is_filter, a.sort, v.min_value::text as min_value,
          v.max_value::text as max_value, v.enum_value, v.bool_value
        from sku_attribute_values v join category_attributes a on a.id = v.attribute_id
        where v.sku_id = any(${sql.param([...new Set(skuIds)])}::int[]) and v.problem is null
        order by v.sku_id, a.is_filter desc, a.sort, a.id`,
  );
  for (const r of rows) out.set(r.sku_id, [...(out.get(r.sku_id) ?? []), r]);
  return out;
}

/** A value written for the buyer, numbers in `unit` (the original's display unit): "20 mm", "5–25 N·m". */
function written(v: TypedRow | undefined, unit: string): string {
  if (!v) return '';
  if (v.type === 'enum') return v.enum_value ?? '';
  if (v.type === 'boolean') return v.bool_value === null ? '' : v.bool_value ? '是' : '否';
  const min = v.min_value === null ? undefined : decimalToMicro(v.min_value);
  const max = v.max_value === null ? undefined : decimalToMicro(v.max_value);
  if (min === undefined || max === undefined || !isUnitCode(unit)) return v.min_value ?? '';
  return min === max ? formatQuantity(min, unit) : formatRange(min, max, unit);
}

const sameValue = (a: TypedRow, b: TypedRow | undefined): boolean =>
  !!b &&
  (a.type === 'enum'
    ? a.enum_value === b.enum_value
    : a.type === 'boolean'
      ? a.bool_value === b.bool_value
      : decimalToMicro(a.min_value ?? '') === decimalToMicro(b.min_value ?? '') &&
        decimalToMicro(a.max_value ?? '') === decimalToMicro(b.max_value ?? ''));

/**
 * The original's typed parameters beside the substitute's, matched by name, both written in the original
 * attribute's unit (so "0.5 m" beside "500 mm" reads 500 mm twice and is the same).
 */
export function compareTyped(
  original: readonly TypedRow[],
  substitute: readonly TypedRow[],
): SubstituteComparison[] {
  const byName = new Map(substitute.map((v) => [v.name, v]));
  return original.map((o) => {
    const s = byName.get(o.name);
    // Same name, another dimension (a level's own definition): the substitute's value in its own unit.
    const comparable =
      !!s && isUnitCode(o.unit) && isUnitCode(s.unit) && UNITS[o.unit].dimension === UNITS[s.unit].dimension;
    return {
      name: o.name,
      original: written(o, o.unit),
      substitute: written(s, comparable ? o.unit : (s?.unit ?? o.unit)),
      same: sameValue(o, s) && (o.type === 'enum' || o.type === 'boolean' || comparable),
    };
  });
}
