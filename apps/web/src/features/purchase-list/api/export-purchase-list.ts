import type { PurchaseListExportBody } from '@mall/shared';
import { downloadFile } from '@/lib/download';

/** Saves the list as .xlsx (POST /api/purchase-list/export); resolves the file name or null. */
export const exportPurchaseList = (body: PurchaseListExportBody) =>
  downloadFile('/api/purchase-list/export', body, '常购清单.xlsx');
