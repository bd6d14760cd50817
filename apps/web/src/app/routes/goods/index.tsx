import { useParams } from 'react-router';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { CompactList } from '@/features/catalogue/components/product-tile';
import { currentAreaCode } from '@/features/catalogue/lib/area-code';
import { useProductDetail } from '@/features/product/api/get-product-detail';
import { ProductDetailView } from '@/features/product/components/product-detail-view';
import { AddToListButton } from '@/features/purchase-list/components/add-to-list-button';
import { lazyComponent } from '@/components/lazy-antd';
import { useReleaseFirstView } from '@/lib/first-view';
import { t } from '@/locales/zh-CN';
import { idParam, PageState } from '../catalogue-common';
import { GoodsSkuActions } from './sku-actions';

/** 经常一起购买: its code and its request come after the page is drawn (the first download stays lean). */
const BoughtTogether = lazyComponent(() => import('./bought-together'));
/** 到货通知: shown only beside a SKU sold out in the area, so its code comes when one is. */
const StockAlertButton = lazyComponent(() => import('@/features/stock-alert/components/stock-alert-button'));

/** /goods/{id}: product detail by SKU id or product id; an unknown id shows a not-found page. */
export default function GoodsPage() {
  const id = idParam(useParams().id);
  const query = useProductDetail(id, currentAreaCode());
  // The server's first view of this page stays until the page is drawn here (or its error is).
  useReleaseFirstView(!!query.data || !!query.error || id === 0);
  if (!query.data) {
    return (
      <PageState
        query={query}
        invalid={id === 0}
        notFoundTitle={t.product.notFoundTitle}
        notFoundSub={t.product.notFoundSub}
      />
    );
  }
  const detail = query.data;
  return (
    <ProductDetailView
      // A new product (a related link) starts from its own preselected SKU.
      key={`${detail.productId}-${detail.selectedSkuId}`}
      detail={detail}
      breadcrumbs={<Breadcrumbs crumbs={detail.breadcrumbs} current={detail.title} />}
      skuActions={(sku) => <GoodsSkuActions detail={detail} sku={sku} />}
      related={
        <>
          {detail.related.length > 0 ? (
            <CompactList products={detail.related} title={t.product.related} />
          ) : null}
          <BoughtTogether productId={detail.productId} areaCode={detail.area.areaCode} />
        </>
      }
      extraAction={(pick) => (
        <AddToListButton lines={() => [pick]} buttonProps={{ size: 'large', className: 'mall-btn-list' }} />
      )}
      soldOutAction={(sku) => (
        <StockAlertButton
          skuId={sku.skuId}
          skuIds={detail.skus.map((s) => s.skuId)}
          areaCode={detail.area.areaCode}
        />
      )}
    />
  );
}
