import dayjs, { type Dayjs } from 'dayjs';
import type { UrlValues } from '@mall/client-kit';

/** An ISO time as 2026-11-22 13:05 (browser time; operators sit in China). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : iso;
}

/** URL day strings ↔ a RangePicker value. */
function toRange(start?: string, end?: string): [Dayjs, Dayjs] | undefined {
  return start && end ? [dayjs(start), dayjs(end)] : undefined;
}
function fromRange(range: [Dayjs | null, Dayjs | null] | null | undefined) {
  return {
    startDate: range?.[0] ? range[0].format('YYYY-MM-DD') : undefined,
    endDate: range?.[1] ? range[1].format('YYYY-MM-DD') : undefined,
  };
}

/** The values of a list's filter form with a date range: its text and choice fields, and the range. */
export type RangeFormValues<Field extends string> = { [K in Field]?: string } & { range?: [Dayjs, Dayjs] };

/** A list filter form with a date range: URL values → form values (the range from startDate/endDate). */
export function rangeToForm(values: UrlValues): Record<string, unknown> {
  return { ...values, range: toRange(values.startDate, values.endDate) };
}
/** …and back: texts trimmed (empty ones left out), the range as startDate/endDate. */
export function rangeFromForm({ range, ...rest }: { range?: [Dayjs, Dayjs] }): UrlValues {
  return {
    ...Object.fromEntries(
      Object.entries(rest as Record<string, string | undefined>).map(([k, v]) => [k, v?.trim() || undefined]),
    ),
    ...fromRange(range),
  };
}
