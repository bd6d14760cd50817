import { useState } from 'react';

type PageQuery<Row> = { isFetching: boolean; data?: { list: Row[]; total: number } | undefined };

/**
 * A list whose filters and page live in the component, not the URL (a tab, a panel, a portal page). Changing
 * a filter starts again at page 1; `tableProps(query)` binds antd's Table to the list query and the page.
 * `hideSizeChanger` where the endpoint's page size is fixed and antd would offer others past 50 rows.
 */
export function useLocalList<F extends object>(
  initial: F,
  pageSize: number,
  options: { hideSizeChanger?: boolean } = {},
) {
  const [filters, setFilters] = useState(initial);
  const [pageNum, setPageNum] = useState(1);
  return {
    filters,
    page: { pageNum, pageSize },
    filter: (patch: Partial<F>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setPageNum(1);
    },
    tableProps: <Row>(query: PageQuery<Row>) => ({
      loading: query.isFetching,
      dataSource: query.data?.list ?? [],
      pagination: {
        current: pageNum,
        pageSize,
        total: query.data?.total ?? 0,
        onChange: setPageNum,
        ...(options.hideSizeChanger && { showSizeChanger: false }),
      },
    }),
  };
}
