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

type Attribute = { name: string; value: string };

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
  columns.forEach((attributes, column) => {
    for (const { name, value } of attributes) {
      const key = normalizeValue(name);
      if (!key) continue;
      if (!cells.has(key)) {
        order.push(key);
        labels.set(key, name.trim());
        cells.set(
          key,
          columns.map(() => null),
        );
      }
      const row = cells.get(key)!;
      const text = value.trim();
      if (!text) continue;
      // The same name twice in one product: keep both values.
      row[column] = row[column] ? `${row[column]}、${text}` : text;
    }
  });
  const present = (key: string) => cells.get(key)!.filter((v) => v !== null).length;
  const everywhere = order.filter((key) => present(key) === columns.length);
  const partly = order.filter((key) => present(key) !== columns.length);
  return [...everywhere, ...partly].map((key) =>
    compareRow(`attr:${key}`, labels.get(key)!, cells.get(key)!),
  );
}

/** The rows to show: all of them, or with 只看不同 only those whose values differ. */
export function visibleRows(rows: readonly CompareRow[], onlyDiff: boolean): CompareRow[] {
  return onlyDiff ? rows.filter((row) => row.differs) : [...rows];
}
