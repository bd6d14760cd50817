import { PageCard } from '@/components/page-card';
import { TaxCodesPage } from '@/features/tax-codes/components/tax-codes-page';
import { t } from '@/locales/zh-CN';

/** /catalogue/tax-codes: 税收分类编码 (the code table, the categories' codes, the 开票 check of a product). */
export default function TaxCodesRoute() {
  return (
    <PageCard title={t.taxCodes.title}>
      <TaxCodesPage />
    </PageCard>
  );
}
