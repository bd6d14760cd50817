import { PageCard } from '@/components/page-card';
import { SheetImport } from '@/components/sheet-import';
import { partNumberSheet } from '@/features/parametric/components/part-number-import';
import { t } from '@/locales/zh-CN';

/** /catalogue/part-numbers: import part numbers (原厂料号, 等效料号) from a sheet. */
export default function PartNumbersRoute() {
  return (
    <PageCard title={t.partNumbers.importTitle}>
      <SheetImport {...partNumberSheet} />
    </PageCard>
  );
}
