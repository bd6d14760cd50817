import { formatPrice } from '@mall/shared';
import { t } from '@/locales/zh-CN';

/** A price by the spec's rule (section 5); an empty value shows 询价. */
export function Price({
  value,
  className,
}: {
  value: string | number | null | undefined;
  className?: string;
}) {
  const text = formatPrice(value);
  if (!text) return <span className={`mall-price ${className ?? ''}`}>{t.home.priceOnRequest}</span>;
  return (
    <span className={`mall-price ${className ?? ''}`}>
      <small>{t.common.yuan}</small>
      {text}
    </span>
  );
}
