import { UNITS, formatQuantity, formatRange, type UnitCode } from '@mall/shared';

/**
 * Lines up the compared products row by row: one row per attribute name any of them has, empty where a
 * product lacks it, and a row "differs" when its values are not all the same. Pure, so it is unit tested
 * apart from the page.
 */

/** One row of the compare table: a value per product column (null: the product has no such value). */
export type CompareRow = { key: string; label: string; values: (string | null)[]; differs: boolean };

/** What two values are compared as: full-width folded (NFKC), case and white space ignored. */
export function normalizeValue(value: string | null | undefined): string {
  return (value ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** True when the row's values are not all the same; a missing value differs from any value. */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  if (values.length < 2) return false;
  const first = normalizeValue(values[0]);
  return values.some((v) => normalizeValue(v) !== first);
}

/** A row with its difference worked out; blank values count as missing. */
export function compareRow(
  key: string,
  label: string,
  values: readonly (string | null | undefined)[],
): CompareRow {
  const cells = values.map((v) => (v == null || v.trim() === '' ? null : v));
  return { key, label, values: cells, differs: valuesDiffer(cells) };
}

type Typed = { min: number; max: number; unit: UnitCode };
type Attribute = { name: string; value: string; typed?: Typed };

/**
 * A row's values written in one unit (typed attributes: "0.5 m" next to "500 mm" reads "500 mm" twice),
 * the unit of the leftmost value; undefined when a value is not typed or the dimensions differ.
 */
function inOneUnit(typed: readonly (Typed | null | undefined)[], cells: readonly (string | null)[]) {
  const present = typed.filter((_, i) => cells[i] !== null);
  if (!present.length || present.some((t) => !t)) return undefined;
  const unit = present[0]!.unit;
  const dimension = UNITS[unit].dimension;
  if (present.some((t) => UNITS[t!.unit].dimension !== dimension)) return undefined;
  return typed.map((t, i) =>
    cells[i] === null || !t
      ? null
      : t.min === t.max
        ? formatQuantity(t.min, unit)
        : formatRange(t.min, t.max, unit),
  );
}

/**
 * Every attribute name any product has, one row each, matched by name (full-width, case and spaces
 * ignored). Names every product has come first, then the rest, each group in the order first seen from the
 * left column: products of one category line up exactly, products of different categories still show
 * what they share at the top.
 */
export function alignAttributes(columns: readonly (readonly Attribute[])[]): CompareRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  const cells = new Map<string, (string | null)[]>();
  // A column's typed value of a name (null: the name came twice, its values are joined as text).
  const typed = new Map<string, (Typed | null | undefined)[]>();
  columns.forEach((attributes, column) => {
    for (const attr of attributes) {
      const { name, value } = attr;
      const key = normalizeValue(name);
      if (!key) continue;
      if (!cells.has(key)) {
        order.push(key);
        labels.set(key, name.trim());
        cells.set(
          key,
          columns.map(() => null),
        );
        typed.set(
          key,
          columns.map(() => undefined),
        );
      }
      const row = cells.get(key)!;
      const text = value.trim();
      if (!text) continue;
      typed.get(key)![column] = row[column] ? null : attr.typed;
      // The same name twice in one product: keep both values.
      row[column] = row[column] ? `${row[column]}、${text}` : text;
    }
  });
  const present = (key: string) => cells.get(key)!.filter((v) => v !== null).length;
  const everywhere = order.filter((key) => present(key) === columns.length);
  const partly = order.filter((key) => present(key) !== columns.length);
  return [...everywhere, ...partly].map((key) => {
    const values = cells.get(key)!;
    return compareRow(`attr:${key}`, labels.get(key)!, inOneUnit(typed.get(key)!, values) ?? values);
  });
}

/** The rows to show: all of them, or with 只看不同 only those whose values differ. */
export function visibleRows(rows: readonly CompareRow[], onlyDiff: boolean): CompareRow[] {
  return onlyDiff ? rows.filter((row) => row.differs) : [...rows];
}
