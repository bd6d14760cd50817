import { http } from '@/lib/request';

/** Deletes a list and its lines (POST /api/purchase-list/delete). */
export const deletePurchaseList = (id: number) => http.post<null>('/api/purchase-list/delete', { id });
