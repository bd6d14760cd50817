import { PRODUCT_SHEET_COLUMNS, PRODUCT_SHEET_HELP } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { catalogueKeys, downloadImportTemplate, importProducts } from '../api/catalogue';
import { SheetImport } from '@/components/sheet-import';

const COLUMNS = Object.fromEntries(PRODUCT_SHEET_COLUMNS.map((c) => [c, PRODUCT_SHEET_HELP[c]]));

/** Upload a product sheet; an all-or-nothing import shows either the result or every refused row and column. */
export function ProductImport() {
  return (
    <SheetImport
      help={t.catalogue.importHelp}
      columns={COLUMNS}
      upload={importProducts}
      downloadTemplate={downloadImportTemplate}
      doneText={(done) => t.catalogue.importDone(done.created, done.updated, done.rows)}
      invalidate={catalogueKeys.all}
    />
  );
}
