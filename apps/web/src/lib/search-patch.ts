import { useSearchParams } from 'react-router';

/**
 * The page's URL search (where a list keeps its filters and page) and `update`, which sets the named params,
 * removing those given empty or undefined; `onUpdate` runs first (a selection clears, say).
 */
export function useSearchPatch(onUpdate?: () => void) {
  const [search, setSearch] = useSearchParams();
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    onUpdate?.();
    setSearch(next);
  };
  return [search, update] as const;
}

/**
 * A filtered list's URL search and `go`, which sets the named params (removing those given empty or
 * undefined) and goes back to the first page unless the patch names the page.
 */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const go = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('pageNum' in patch)) next.delete('pageNum');
    setSearch(next);
  };
  return [search, go] as const;
}

/** The list page a URL asks for (?pageNum=), one when missing or not a page number. */
export const pageNumOf = (search: URLSearchParams) => Math.max(1, Number(search.get('pageNum')) || 1);
