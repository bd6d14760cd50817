import { Alert, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { t } from '@/locales/zh-CN';
import { CategoryTaxCodes } from './category-tax-codes';
import { ProductTaxCheck } from './product-tax-check';
import { TaxCodeTable } from './tax-code-table';

const c = t.taxCodes;
const TABS = ['codes', 'categories', 'check'] as const;
type Tab = (typeof TABS)[number];

/**
 * 税收分类编码: the code table, the categories' codes, and a product's check. The tab lives in the URL
 * (`?tab=categories`, `?tab=check&product=1001`), so a link opens the same view.
 */
export function TaxCodesPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'codes';
  const product = Number(search.get('product'));
  return (
    <>
      <Alert type="info" showIcon title={c.intro} style={{ marginBottom: 8 }} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'codes' ? {} : { tab: key })}
        destroyOnHidden
        items={[
          { key: 'codes', label: c.tabs.codes, children: <TaxCodeTable /> },
          { key: 'categories', label: c.tabs.categories, children: <CategoryTaxCodes /> },
          {
            key: 'check',
            label: c.tabs.check,
            children: (
              <ProductTaxCheck initialId={Number.isInteger(product) && product > 0 ? product : undefined} />
            ),
          },
        ]}
      />
    </>
  );
}
