import { PageCard } from '@/components/page-card';
import { CategorySelect } from '@/features/catalogue/components/category-select';
import { AttributesPage } from '@/features/parametric/components/attributes-page';
import { t } from '@/locales/zh-CN';

/** /catalogue/attributes?category=ID: typed attributes of a category and the values that could not be parsed. */
export default function AttributesRoute() {
  return (
    <PageCard title={t.attributes.title}>
      <AttributesPage
        categoryPicker={(value, onChange) => (
          <CategorySelect
            style={{ width: 320 }}
            placeholder={t.attributes.categoryPlaceholder}
            value={value}
            onChange={onChange}
          />
        )}
      />
    </PageCard>
  );
}
