import { t } from '@/locales/zh-CN';
import type { UrlValues } from './url-state';

/** antd Table pagination bound to the URL's page and size (20 by default, left out of the URL). */
export function urlPagination(
  page: number,
  size: number,
  total: number | undefined,
  set: (patch: UrlValues, options?: { keepPage?: boolean }) => void,
) {
  return {
    current: page,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: t.common.total,
    onChange: (p: number, s: number) =>
      set(
        { page: p > 1 ? String(p) : undefined, size: s !== 20 ? String(s) : undefined },
        { keepPage: true },
      ),
  };
}
