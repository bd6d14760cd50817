import { money } from '../lib/format';

/** A company amount (budgets, totals, requests) in the shop's price style, with thousands separators. */
export function Money({
  value,
  className,
}: {
  value: string | number | null | undefined;
  className?: string;
}) {
  return (
    <span className={`mall-price ${className ?? ''}`}>
      <small>¥</small>
      {money(value)}
    </span>
  );
}
