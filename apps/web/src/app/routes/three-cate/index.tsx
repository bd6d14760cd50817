import { useParams } from 'react-router';
import { useCategoryPath } from '@/features/catalogue/api/get-category-path';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { CategoryStrip } from '@/features/catalogue/components/category-strip';
import { CategoryListing } from '@/features/catalogue/components/category-listing';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { idParam, PageState } from '../catalogue-common';

/** /cate-menu/three-cate/{parentId}/{categoryId}: a level-three category's products with the screening panel. */
export default function ThreeCatePage() {
  const params = useParams();
  const parentId = idParam(params.parentId);
  const categoryId = idParam(params.categoryId);
  const path = useCategoryPath(categoryId);
  if (!path.data) {
    return (
      <PageState
        query={path}
        invalid={categoryId === 0 || parentId === 0}
        notFoundTitle={t.catalogue.categoryNotFound}
      />
    );
  }
  const data = path.data;
  return (
    <div className="mall-container mall-cat-page">
      <Breadcrumbs crumbs={data.breadcrumbs} />
      <div className="mall-page-heading">
        <h1>{data.category.title}</h1>
      </div>
      <CategoryStrip path={data} hrefOf={(id) => paths.threeCate.getHref(data.category.parentId, id)} />
      <CategoryListing categoryId={data.category.id} />
    </div>
  );
}
