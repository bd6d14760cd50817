import { useParams } from 'react-router';
import { useCategoryPath } from '@/features/catalogue/api/get-category-path';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { CategoryStrip } from '@/features/catalogue/components/category-strip';
import { CategoryListing } from '@/features/catalogue/components/category-listing';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { idParam, PageState } from '../catalogue-common';

/**
 * /shop-screen/{firstId}/{parentId}/{categoryId}: product screening within a category (level three, or a
 * level-two group from 查看全部 of the level-one page). The category's own id decides what is listed; the
 * path's first and parent ids only shape the links.
 */
export default function ShopScreenPage() {
  const params = useParams();
  const firstId = idParam(params.firstId);
  const parentId = idParam(params.parentId);
  const categoryId = idParam(params.categoryId);
  const path = useCategoryPath(categoryId);
  if (!path.data) {
    return (
      <PageState
        query={path}
        invalid={!firstId || !parentId || !categoryId}
        notFoundTitle={t.catalogue.categoryNotFound}
      />
    );
  }
  const data = path.data;
  const first = data.breadcrumbs.find((c) => c.level === 1)?.id ?? firstId;
  return (
    <div className="mall-container mall-cat-page">
      <Breadcrumbs crumbs={[...data.breadcrumbs]} current={t.catalogue.screening} />
      <div className="mall-page-heading">
        <h1>{data.category.title}</h1>
      </div>
      <CategoryStrip
        path={data}
        hrefOf={(id) => paths.shopScreen.getHref(first, data.category.parentId, id)}
      />
      {/* A level-two (or level-one) scope offers its level-three categories as a facet. */}
      <CategoryListing categoryId={data.category.id} showCategories={data.category.level < 3} />
    </div>
  );
}
