import dayjs from '@/lib/dayjs';

/** 2026-11-25 08:30 ('' for nothing). */
export const dateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';

/** A yuan amount of any size with thousands separators: "1234567.5" → "1,234,567.50" (company totals). */
export function money(amount: string | number | null | undefined): string {
  const n = Number(amount);
  if (amount === null || amount === undefined || amount === '' || !Number.isFinite(n)) return '0.00';
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
