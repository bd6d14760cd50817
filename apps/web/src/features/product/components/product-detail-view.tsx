import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ProductDetail, SkuOption } from '@mall/shared';
import { paths } from '@/config/paths';
import { findSku } from '../lib/sku';
import { BuyBox } from './buy-box';
import { DetailTabs } from './detail-tabs';
import { Gallery } from './gallery';
import '../product.css';

type Props = {
  detail: ProductDetail;
  /** Slots the page composes from other features. */
  breadcrumbs: ReactNode;
  related: ReactNode;
  /** Under the buy buttons, for the SKU chosen now (加入对比). */
  skuActions?: (sku: SkuOption | undefined) => ReactNode;
  /** Beside the buy buttons (加入常购清单), given the chosen SKU and quantity. */
  extraAction?: (pick: { skuId: number; quantity: number }) => ReactNode;
  /** Beside the buy buttons when the chosen SKU is sold out in the area (到货通知). */
  soldOutAction?: (sku: SkuOption) => ReactNode;
};

/** The product detail page body: gallery and buy box on top, related products beside the tabs below. */
export function ProductDetailView({
  detail,
  breadcrumbs,
  related,
  skuActions,
  extraAction,
  soldOutAction,
}: Props) {
  const initial = useMemo(
    () =>
      detail.skus.find((s) => s.skuId === detail.selectedSkuId)?.specValues ??
      detail.skus[0]?.specValues ??
      [],
    [detail],
  );
  const [selection, setSelection] = useState<string[]>(initial);
  const sku = findSku(detail, selection) ?? detail.skus.find((s) => s.skuId === detail.selectedSkuId);
  // The address follows the chosen SKU (a shared link or a reload opens it again). Replacing the entry in
  // place keeps the page as it is: no new history step, no refetch of a detail we already show.
  const skuId = sku?.skuId;
  useEffect(() => {
    if (skuId === undefined) return;
    const href = paths.goods.getHref(skuId);
    if (window.location.pathname !== href)
      window.history.replaceState(window.history.state, '', `${href}${window.location.search}`);
  }, [skuId]);
  return (
    <div className="mall-container mall-goods">
      {breadcrumbs}
      <div className="mall-goods-top">
        <Gallery images={detail.images} title={detail.title} />
        <BuyBox
          detail={detail}
          sku={sku}
          selection={selection}
          onSelect={setSelection}
          extra={skuActions?.(sku)}
          extraAction={extraAction}
          soldOutAction={soldOutAction}
        />
      </div>
      <div className="mall-goods-bottom">
        {related ? <aside className="mall-goods-aside">{related}</aside> : null}
        <div className="mall-goods-main">
          <DetailTabs detail={detail} />
        </div>
      </div>
    </div>
  );
}
