import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { idParam } from '../catalogue-common';
import { CategoryScreen } from '../category-screen';

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
  return (
    <CategoryScreen
      categoryId={categoryId}
      invalid={!firstId || !parentId || !categoryId}
      current={t.catalogue.screening}
      hrefOf={(data, id) => {
        const first = data.breadcrumbs.find((c) => c.level === 1)?.id ?? firstId;
        return paths.shopScreen.getHref(first, data.category.parentId, id);
      }}
      // A level-two (or level-one) scope offers its level-three categories as a facet.
      showCategories={(data) => data.category.level < 3}
    />
  );
}
