import { useParams } from 'react-router';
import { useFirstCategory } from '@/features/catalogue/api/get-first-category';
import { FirstCategoryView } from '@/features/catalogue/components/first-category-view';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { t } from '@/locales/zh-CN';
import { idParam, PageState } from '../catalogue-common';

/** /cate-menu/second-cate/{firstCategoryId}: a level-one category's groups, children and best sellers. */
export default function SecondCatePage() {
  const id = idParam(useParams().firstCategoryId);
  const query = useFirstCategory(id, currentAreaCode());
  if (!query.data) {
    return <PageState query={query} invalid={id === 0} notFoundTitle={t.catalogue.categoryNotFound} />;
  }
  return (
    <div className="mall-container mall-cat-page">
      <FirstCategoryView page={query.data} />
    </div>
  );
}
