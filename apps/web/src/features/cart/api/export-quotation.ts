import type { QuotationBody } from '@mall/shared';
import { downloadFile } from '@/lib/download';

/** Downloads the quotation (.xlsx) of the selected lines; resolves the file name or null. */
export const exportCartsQuotation = (body: QuotationBody) =>
  downloadFile('/api/cart/list/exportCartsQuotation', body, '报价单.xlsx');
