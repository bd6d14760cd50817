import type { PART_NUMBER_SHEET_COLUMNS, PartNumberImportResult } from '@mall/shared';
import type { SheetImportProps } from '@/components/sheet-import';
import { t } from '@/locales/zh-CN';
import { downloadPartNumberTemplate, importPartNumbers, parametricKeys } from '../api/parametric';

/** How to fill each column of the part-number sheet. */
const COLUMNS: Record<(typeof PART_NUMBER_SHEET_COLUMNS)[number], string> = {
  商品编码: '规格的 SKU 编码（与「SKU编码」填一个即可）',
  SKU编码: '同「商品编码」',
  零件号: '原厂或等效零件号，≤ 64 个字符；忽略大小写、空格、横线、点和斜杠后同一规格不能重复',
  类型: '原厂料号 或 等效料号；留空为等效料号',
  来源: '零件号属于谁（如 SKF、NSK），≤ 32 个字符，可留空',
};

/** /catalogue/part-numbers: the operators' all-or-nothing .xlsx import of part numbers (the route draws it). */
export const partNumberSheet: SheetImportProps<PartNumberImportResult> = {
  help: t.partNumbers.importHelp,
  columns: COLUMNS,
  upload: importPartNumbers,
  downloadTemplate: downloadPartNumberTemplate,
  doneText: (done) => t.partNumbers.importDone(done.created, done.unchanged, done.rows),
  invalidate: parametricKeys.all,
};
