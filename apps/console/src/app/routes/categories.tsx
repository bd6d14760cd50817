import { PageCard } from '@/components/page-card';
import { CategoryTree } from '@/features/catalogue/components/category-tree';
import { t } from '@/locales/zh-CN';

export default function CategoriesRoute() {
  return (
    <PageCard title={t.catalogue.categoriesTitle}>
      <CategoryTree />
    </PageCard>
  );
}
