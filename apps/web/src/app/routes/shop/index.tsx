import { useParams, useSearchParams } from 'react-router';
import { Empty } from '@/components/lazy-antd';
import { PageCrumbs } from '@/features/catalogue/components/breadcrumbs';
import { ScreeningView } from '@/features/catalogue/components/screening-view';
import { toSearchBody } from '@/features/catalogue/lib/screening-state';
import { useScreening } from '@/features/catalogue/lib/use-screening';
import { useShopPage } from '@/features/shop/api/get-shop-page';
import { ShopHeader } from '@/features/shop/components/shop-header';
import { shopCopy } from '@/locales/zh-CN-shop';
import { idParam, PageState } from '../catalogue-common';
import { screeningResult } from '@/features/catalogue/lib/screening-result';

/**
 * /shop/{id}: a merchant's shop — its name, logo and introduction, and its on-shelf products with the
 * screening panel, sorting, paging and a search within the shop (?q=). Unknown or suspended → 404 page.
 */
export default function ShopRoute() {
  const { id } = useParams();
  const shopId = idParam(id);
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').slice(0, 100);
  const screening = useScreening();
  const { state } = screening;
  const query = useShopPage({ ...toSearchBody({ keyword: keyword || undefined }, state), shopId });
  if (shopId === 0 || !query.data) {
    return (
      <PageState
        query={query}
        invalid={shopId === 0}
        notFoundTitle={shopCopy.notFound}
        notFoundSub={shopCopy.notFoundSub}
      />
    );
  }
  const { shop } = query.data;
  // A new search starts again from page 1 with the same sort; the panel's filters are kept.
  const search = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('q', value);
      else next.delete('q');
      next.delete('page');
      return next;
    });
  return (
    <div className="mall-container mall-cat-page" data-testid="shop-page">
      <PageCrumbs items={[{ label: shop.name }]} />
      <ShopHeader key={keyword} shop={shop} keyword={keyword} onSearch={search} />
      <ScreeningView
        {...screeningResult(query)}
        {...screening}
        showBrands
        showCategories
        empty={
          <Empty
            className="mall-shop-empty"
            description={keyword ? shopCopy.noMatch(keyword) : shopCopy.empty}
          />
        }
      />
    </div>
  );
}
