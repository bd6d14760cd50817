import { formatPrice } from '@mall/shared';
import './price-mark.css';

/**
 * The mark next to a price that is not the list price (协议价 and the like): the label and the list price
 * struck through. Renders nothing for a plain list price.
 */
export function PriceMark({ listPrice, priceTag }: { listPrice?: string; priceTag?: string }) {
  if (!priceTag) return null;
  return (
    <span className="mall-price-mark" data-testid="price-mark">
      <span className="mall-price-tag">{priceTag}</span>
      {listPrice ? <del className="mall-list-price">¥{formatPrice(listPrice)}</del> : null}
    </span>
  );
}
