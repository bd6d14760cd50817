import { urlPagination as kitPagination, type UrlValues } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';

/** The kit's URL-bound pagination with the console's total copy. */
export function urlPagination(
  page: number,
  size: number,
  total: number | undefined,
  set: (patch: UrlValues, options?: { keepPage?: boolean }) => void,
) {
  return kitPagination(page, size, total, set, t.common.total);
}
