export type SpendRow = { key: string; label: string; amount: string; orders: number };

const MAX_MONTHS = 36;

/**
 * Every month from `from` to `to` (YYYY-MM-DD), the months without spend as zero rows, so the chart shows
 * the range and not only the busy months. Keys are YYYY-MM as the server gives them; a range over three
 * years (or unreadable dates) keeps the server's rows as they are.
 */
export function fillMonths(rows: SpendRow[], from: string, to: string): SpendRow[] {
  const start = /^(\d{4})-(\d{2})/.exec(from);
  const end = /^(\d{4})-(\d{2})/.exec(to);
  if (!start || !end) return rows;
  let year = Number(start[1]);
  let month = Number(start[2]);
  const last = Number(end[1]) * 12 + Number(end[2]);
  if (last - (year * 12 + month) + 1 > MAX_MONTHS || year * 12 + month > last) return rows;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const out: SpendRow[] = [];
  while (year * 12 + month <= last) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    out.push(
      byKey.get(key) ?? {
        key,
        label: `${year}年${String(month).padStart(2, '0')}月`,
        amount: '0.00',
        orders: 0,
      },
    );
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** A column's short label: 2026年1月 for the first column and each January, else 3月. */
export function monthLabel(key: string, index: number): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return key;
  const month = Number(match[2]);
  return index === 0 || month === 1 ? `${match[1]}年${month}月` : `${month}月`;
}
