import type { CategoryPath } from '@mall/shared';
import { useCategoryPath } from '@/features/catalogue/api/get-category-path';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { CategoryStrip } from '@/features/catalogue/components/category-strip';
import { CategoryListing } from '@/features/catalogue/components/category-listing';
import { useReleaseFirstView } from '@/lib/first-view';
import { t } from '@/locales/zh-CN';
import { PageState } from './catalogue-common';

type Props = {
  categoryId: number;
  /** The route's ids are not valid ids: not found without asking the server. */
  invalid: boolean;
  /** The last crumb after the category's own path (筛选), if any. */
  current?: string;
  /** Where a sibling category of the strip leads. */
  hrefOf: (path: CategoryPath, id: number) => string;
  showCategories?: (path: CategoryPath) => boolean;
};

/** A category's products with the screening panel, under its breadcrumbs, title and sibling strip. */
export function CategoryScreen({ categoryId, invalid, current, hrefOf, showCategories }: Props) {
  const path = useCategoryPath(categoryId);
  // A category that can't be shown releases the server's first view (the listing releases it once drawn).
  useReleaseFirstView(invalid || !!path.error);
  if (!path.data) {
    return <PageState query={path} invalid={invalid} notFoundTitle={t.catalogue.categoryNotFound} />;
  }
  const data = path.data;
  return (
    <div className="mall-container mall-cat-page">
      <Breadcrumbs crumbs={[...data.breadcrumbs]} current={current} />
      <div className="mall-page-heading">
        <h1>{data.category.title}</h1>
      </div>
      <CategoryStrip path={data} hrefOf={(id) => hrefOf(data, id)} />
      <CategoryListing categoryId={data.category.id} showCategories={showCategories?.(data)} />
    </div>
  );
}
