import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { idParam } from '../catalogue-common';
import { CategoryScreen } from '../category-screen';

/** /cate-menu/three-cate/{parentId}/{categoryId}: a level-three category's products with the screening panel. */
export default function ThreeCatePage() {
  const params = useParams();
  const parentId = idParam(params.parentId);
  const categoryId = idParam(params.categoryId);
  return (
    <CategoryScreen
      categoryId={categoryId}
      invalid={categoryId === 0 || parentId === 0}
      hrefOf={(data, id) => paths.threeCate.getHref(data.category.parentId, id)}
    />
  );
}
