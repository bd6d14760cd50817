import { useSearchParams } from 'react-router';
import { useBrandList } from '@/features/brand/api/get-brand-list';
import { useShopList } from '@/features/brand/api/get-shop-list';
import { BrandHeader } from '@/features/brand/components/brand-header';
import { BrandWall } from '@/features/brand/components/brand-wall';
import { PageCrumbs } from '@/features/catalogue/components/breadcrumbs';
import { ScreeningView } from '@/features/catalogue/components/screening-view';
import { toSearchBody } from '@/features/catalogue/lib/screening-state';
import { useScreening } from '@/features/catalogue/lib/use-screening';
import { paths } from '@/config/paths';
import { brandCopy } from '@/locales/zh-CN-brand';
import { idParam, PageState } from '../catalogue-common';
import { screeningResult } from '@/features/catalogue/lib/screening-result';

/** /brand is the brand wall; /brand?id={brandId} is that brand's page with the screening panel. */
export default function BrandRoute() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  if (raw === null) {
    return (
      <div className="mall-container mall-cat-page">
        <PageCrumbs items={[{ label: brandCopy.title }]} />
        <BrandWall />
      </div>
    );
  }
  return <BrandPage brandId={idParam(raw)} />;
}

function BrandPage({ brandId }: { brandId: number }) {
  const screening = useScreening();
  const { state } = screening;
  const query = useShopList({ ...toSearchBody({}, state), brandId });
  const wall = useBrandList({});
  if (!query.data) {
    return <PageState query={query} invalid={brandId === 0} notFoundTitle={brandCopy.notFound} />;
  }
  const brand = query.data.brand;
  const categoryTitles = (wall.data?.categories ?? [])
    .filter((c) => brand.categoryIds.includes(c.id))
    .map((c) => c.title);
  return (
    <div className="mall-container mall-cat-page">
      <PageCrumbs items={[{ label: brandCopy.title, to: paths.brand.getHref() }, { label: brand.name }]} />
      <BrandHeader brand={brand} categories={categoryTitles} />
      <ScreeningView {...screeningResult(query)} {...screening} showBrands={false} showCategories />
    </div>
  );
}
