import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { EnvironmentOutlined, MinusOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { ProductDetail, SkuOption } from '@mall/shared';
import { formatPrice } from '@mall/shared';
import { Price } from '@/components/price';
import { PriceMark } from '@/components/price-mark';
import { navigate } from '@/lib/navigation';
import { openLogin } from '@/lib/open-login';
import { useAddToCart } from '@/lib/add-to-cart';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { maxQuantity, normalizeQuantity } from '../lib/sku';
import { SkuSelector } from './sku-selector';
import { SellerName } from '@/components/plain';

type Props = {
  detail: ProductDetail;
  sku: SkuOption | undefined;
  selection: string[];
  onSelect: (selection: string[]) => void;
  /** Under the buy buttons: what the page composes from other features (加入对比). */
  extra?: ReactNode;
  /** A further action on the chosen SKU and quantity (the page composes 加入常购清单 here). */
  extraAction?: (pick: { skuId: number; quantity: number }) => ReactNode;
  /** Shown beside the buy buttons when the chosen SKU is sold out in the area (到货通知). */
  soldOutAction?: (sku: SkuOption) => ReactNode;
};

/** Title, price, area and delivery, SKU choice, order rules, quantity and the two buy buttons. */
export function BuyBox({ detail, sku, selection, onSelect, extra, extraAction, soldOutAction }: Props) {
  const { unit, moq, step } = detail;
  const stock = sku?.stock ?? 0;
  const canBuy = Boolean(sku?.available) && detail.area.inArea && maxQuantity(moq, step, stock) > 0;
  // On the shelf and sold here, but the area's stock does not cover the minimum order: wait for it.
  const soldOut = Boolean(sku) && detail.onShelf && detail.area.inArea && maxQuantity(moq, step, stock) === 0;
  const [qty, setQty] = useState(() => normalizeQuantity(moq, moq, step, stock));
  const [text, setText] = useState(String(qty));
  const adding = useAddToCart(
    (skuId: number) => ({ skuId, quantity: qty, areaCode: detail.area.areaCode }),
    t.product.addedToCart,
  );
  const busy = adding.isPending;

  // A new SKU brings its own stock: keep the quantity valid for it.
  const [seenStock, setSeenStock] = useState(stock);
  if (seenStock !== stock) {
    setSeenStock(stock);
    const next = normalizeQuantity(qty, moq, step, stock);
    setQty(next);
    setText(String(next));
  }

  const commit = (raw: number) => {
    const next = normalizeQuantity(raw, moq, step, stock);
    if (Number.isFinite(raw) && next !== raw) toast.info(t.product.qtyAdjusted(next, unit));
    setQty(next);
    setText(String(next));
  };

  const addToCart = () => {
    if (!sku) return;
    const skuId = sku.skuId;
    openLogin(() => void adding.run(skuId));
  };

  // 立即购买 goes straight to checkout with this SKU and quantity (the cart is left as it is).
  const buyNow = () => {
    if (!sku) return;
    openLogin(() => navigate(paths.settlement.getHref({ skuId: sku.skuId, quantity: qty })));
  };

  const max = maxQuantity(moq, step, stock);
  return (
    <div className="mall-buy">
      <h1 className="mall-buy-title">{detail.title}</h1>
      <div className="mall-buy-sub">
        <span>
          {t.product.brand}：{detail.brand.name}
          {detail.brand.latinName ? `（${detail.brand.latinName}）` : ''}
        </span>
        <span>
          {t.product.model}：{detail.modelNo}
        </span>
        <span data-testid="product-seller">
          {t.product.seller}：<SellerName id={detail.seller.id} name={detail.seller.name} selfLabel="name" />
        </span>
        {sku && (
          <span>
            {t.product.code}：{sku.code}
          </span>
        )}
      </div>
      <div className="mall-buy-price">
        <div className="mall-buy-row">
          <span className="mall-buy-label">{t.product.price}</span>
          <span className="value" data-testid="sku-price">
            <Price value={sku?.price ?? detail.minPrice} className="big" />
            <span className="unit">{t.product.priceUnit(unit)}</span>
            <PriceMark listPrice={sku?.listPrice} priceTag={sku?.priceTag} />
          </span>
          <span className="sales">{t.product.sales(detail.salesCount)}</span>
        </div>
        {sku?.tiers?.length ? (
          <div className="mall-buy-row">
            <span className="mall-buy-label">{t.product.tiers}</span>
            <span className="mall-tiers" data-testid="sku-tiers">
              {sku.tiers.map((tier) => (
                <span key={tier.minQuantity}>
                  {t.product.tierFrom(tier.minQuantity, unit)} <b>¥{formatPrice(tier.price)}</b>
                </span>
              ))}
            </span>
          </div>
        ) : null}
      </div>
      <div className="mall-buy-row">
        <span className="mall-buy-label">{t.product.deliverTo}</span>
        <span className="mall-buy-area">
          <EnvironmentOutlined /> {detail.area.areaName}
        </span>
        {detail.area.inArea ? (
          <span className={sku?.available ? 'mall-buy-delivery' : 'mall-buy-delivery out'}>
            {sku?.available ? detail.delivery.text : t.product.noStock}
          </span>
        ) : (
          <span className="mall-buy-not-in-area" role="alert">
            {detail.area.message ?? t.product.notInArea}
            <small>{t.product.changeArea}</small>
          </span>
        )}
      </div>
      <SkuSelector detail={detail} selection={selection} onChange={onSelect} />
      <div className="mall-buy-row">
        <span className="mall-buy-label">{t.product.moq}</span>
        <span>{t.product.moqText(moq, step, unit)}</span>
      </div>
      <div className="mall-buy-row">
        <span className="mall-buy-label">{t.product.stock}</span>
        <span data-testid="sku-stock">
          {stock > 0 ? t.product.stockText(stock, unit) : t.product.noStock}
        </span>
      </div>
      <div className="mall-buy-row">
        <span className="mall-buy-label">{t.product.quantity}</span>
        <div className="mall-qty">
          <button
            type="button"
            aria-label={t.product.decrease}
            disabled={!canBuy || qty <= moq}
            onClick={() => commit(qty - step)}
          >
            <MinusOutlined />
          </button>
          <input
            aria-label={t.product.quantity}
            inputMode="numeric"
            value={text}
            disabled={!canBuy}
            onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 9))}
            onBlur={() => commit(Number(text))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit(Number(text));
            }}
          />
          <button
            type="button"
            aria-label={t.product.increase}
            disabled={!canBuy || qty + step > max}
            onClick={() => commit(qty + step)}
          >
            <PlusOutlined />
          </button>
          <span className="unit">{unit}</span>
        </div>
      </div>
      <div className="mall-buy-actions">
        <Button
          size="large"
          className="mall-btn-cart"
          icon={<ShoppingCartOutlined />}
          disabled={!canBuy}
          loading={busy}
          onClick={addToCart}
        >
          {t.product.addToCart}
        </Button>
        <Button size="large" className="mall-btn-buy" disabled={!canBuy} onClick={buyNow}>
          {t.product.buyNow}
        </Button>
        {soldOut && sku && soldOutAction?.(sku)}
        {sku && extraAction?.({ skuId: sku.skuId, quantity: qty })}
      </div>
      {extra ? <div className="mall-buy-extra">{extra}</div> : null}
    </div>
  );
}
