import { urlPagination, useUrlState, type UrlValues } from '../url-state';

type Page<Row> = { list: Row[]; total: number };

/**
 * The back-office list page: filters, page and size in the URL, the list query, and the props of its
 * FilterForm and antd Table, so a list page writes only its fields and columns.
 */
export function useListPage<Row, V extends object = UrlValues>(options: {
  /** The URL keys of the filters. */
  keys: readonly string[];
  /** The list query (a TanStack useQuery hook) for the URL's filters and page. */
  useList: (
    values: UrlValues,
    page: { pageNum: number; pageSize: number },
  ) => { data?: Page<Row> | undefined; isFetching: boolean };
  /** Stable converters (useCallback or module-level) where a field is not a plain string. */
  toForm?: (values: UrlValues) => Partial<V>;
  fromForm?: (form: V) => UrlValues;
  /** The largest page the endpoint serves: a larger size in the URL asks for and shows this many. */
  maxSize?: number;
}) {
  const { keys, useList, toForm, fromForm, maxSize } = options;
  const url = useUrlState(keys);
  const size = maxSize === undefined ? url.size : Math.min(url.size, maxSize);
  const list = useList(url.values, { pageNum: url.page, pageSize: size });
  return {
    ...url,
    list,
    filterProps: { values: url.values, onSubmit: url.set, onReset: url.reset, toForm, fromForm },
    tableProps: {
      loading: list.isFetching,
      dataSource: list.data?.list ?? [],
      pagination: urlPagination(url.page, size, list.data?.total, url.set),
    },
  };
}
