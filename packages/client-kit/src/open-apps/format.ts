const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as 2026-11-22 13:05 in the browser's time (as the apps' dayjs format shows it); `none` when absent. */
export function formatMinute(iso: string | null | undefined, none: string): string {
  if (!iso) return none;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
