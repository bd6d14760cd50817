import type { ProductDetail } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { choose, isChoosable } from '../lib/sku';

type Props = {
  detail: ProductDetail;
  selection: string[];
  onChange: (selection: string[]) => void;
};

/**
 * One row of value buttons per varying spec attribute. Combinations that do not exist are disabled; on a
 * product sold in the area, a sold-out combination stays choosable, marked, so its 到货通知 can be reached
 * (off the shelf, only buyable combinations are).
 */
export function SkuSelector({ detail, selection, onChange }: Props) {
  if (detail.specAttrs.length === 0) return null;
  const anySku = !detail.area.inArea || detail.onShelf;
  return (
    <div className="mall-sku" aria-label={t.product.specsLabel} role="group">
      {detail.specAttrs.map((attr, index) => (
        <div className="mall-buy-row" key={attr.name} role="radiogroup" aria-label={attr.name}>
          <span className="mall-buy-label">{attr.name}</span>
          <div className="mall-sku-values">
            {attr.values.map((value) => {
              const selected = selection[index] === value;
              const enabled = isChoosable(detail, selection, index, value, anySku);
              const soldOut = enabled && detail.area.inArea && !isChoosable(detail, selection, index, value);
              const className = [selected && 'selected', soldOut && 'sold-out'].filter(Boolean).join(' ');
              return (
                <button
                  type="button"
                  role="radio"
                  key={value}
                  aria-checked={selected}
                  className={className || undefined}
                  disabled={!enabled && !selected}
                  title={!enabled ? t.product.skuUnavailable : soldOut ? t.product.skuSoldOut : value}
                  onClick={() => onChange(choose(detail, selection, index, value))}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
