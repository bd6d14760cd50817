import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CheckboxChangeEvent } from 'antd';
import { pageNumOf, useSearchPatch } from './search-patch';

/**
 * A list's ticked ids (delete, mark read …): props for the 全选 checkbox over the shown ids and for each row's
 * own checkbox.
 */
function useIdSelection() {
  const [selected, setSelected] = useState<number[]>([]);
  const allProps = (ids: number[]) => ({
    checked: ids.length > 0 && selected.length === ids.length,
    indeterminate: selected.length > 0 && selected.length < ids.length,
    onChange: (e: CheckboxChangeEvent) => setSelected(e.target.checked ? ids : []),
  });
  const oneProps = (id: number) => ({
    checked: selected.includes(id),
    onChange: (e: CheckboxChangeEvent) =>
      setSelected((cur) => (e.target.checked ? [...cur, id] : cur.filter((x) => x !== id))),
  });
  return { selected, clear: () => setSelected([]), allProps, oneProps };
}

/**
 * A list page whose URL holds its filters (read by `readFilters`) and page (`body`; `update` patches the URL;
 * `pagerProps` for its CentrePager), and whose ticked rows clear when they change. `refresh` reloads the list's
 * queries (under `queryKey`); `changed`, after a change to the ticked rows (deleted, marked read), clears the
 * ticks too.
 */
export function useSelectableList<F extends object>(
  readFilters: (search: URLSearchParams) => F,
  pageSize: number,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const selection = useIdSelection();
  const [search, update] = useSearchPatch(selection.clear);
  const body = { ...readFilters(search), pageNum: pageNumOf(search), pageSize };
  const pagerProps = (total: number | undefined) => ({
    current: body.pageNum,
    pageSize,
    total,
    onChange: (page: number) => update({ pageNum: String(page) }),
  });
  const changed = () => {
    selection.clear();
    return refresh();
  };
  return { ...selection, update, body, pagerProps, refresh, changed };
}
