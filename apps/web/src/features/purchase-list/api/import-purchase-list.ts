import type { PurchaseListImportQuery, PurchaseListImportResult } from '@mall/shared';
import { http } from '@/lib/request';

/**
 * Uploads an .xlsx into a list (listId + mode) or a new one (name + shared) (POST /api/purchase-list/import).
 * A refused file rejects with a RequestError whose `data` is the per-row report (PurchaseImportRejection).
 */
export function importPurchaseList(file: File, target: PurchaseListImportQuery) {
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(target))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return http.post<PurchaseListImportResult>(`/api/purchase-list/import?${query.toString()}`, form);
}
