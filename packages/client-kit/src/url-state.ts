import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { backOfficeCopy } from './back-office/copy';

export type UrlValues = Record<string, string | undefined>;

/** Parses a page number from the URL (1 when missing or invalid). */
export function pageOf(value: string | undefined, fallback = 1): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** A number filter from the URL, or undefined. */
export function numberOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A list's filters, page and page size kept in the URL's query, so a reload or a shared link shows the same
 * list. `set` merges a patch (undefined or '' removes a key); changing filters goes back to page 1.
 */
export function useUrlState(keys: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const values = useMemo(() => {
    const out: UrlValues = {};
    for (const key of [...keys, 'page', 'size']) {
      const value = search.get(key);
      if (value !== null && value !== '') out[key] = value;
    }
    return out;
    // keys are static per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const set = useCallback(
    (patch: UrlValues, options: { keepPage?: boolean } = {}) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!options.keepPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setSearch],
  );

  const reset = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  return { values, set, reset, page: pageOf(values.page), size: pageOf(values.size, 20) };
}

/** antd Table pagination bound to the URL's page and size (20 by default, left out of the URL). */
export function urlPagination(
  page: number,
  size: number,
  total: number | undefined,
  set: (patch: UrlValues, options?: { keepPage?: boolean }) => void,
  showTotal: (total: number) => string = backOfficeCopy.total,
) {
  return {
    current: page,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal,
    onChange: (p: number, s: number) =>
      set(
        { page: p > 1 ? String(p) : undefined, size: s !== 20 ? String(s) : undefined },
        { keepPage: true },
      ),
  };
}
