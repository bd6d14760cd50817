import dayjs, { type Dayjs } from 'dayjs';

/** An ISO time as 2026-11-22 13:05 (browser time; operators sit in China). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : iso;
}

/** URL day strings ↔ a RangePicker value. */
export function toRange(start?: string, end?: string): [Dayjs, Dayjs] | undefined {
  return start && end ? [dayjs(start), dayjs(end)] : undefined;
}
export function fromRange(range: [Dayjs | null, Dayjs | null] | null | undefined) {
  return {
    startDate: range?.[0] ? range[0].format('YYYY-MM-DD') : undefined,
    endDate: range?.[1] ? range[1].format('YYYY-MM-DD') : undefined,
  };
}
