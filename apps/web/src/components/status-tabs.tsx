import { useState } from 'react';
import { Tabs } from 'antd';

/**
 * 全部 and one tab a status of a document list (售后, 发票), keyed by the status number; `onChange` gets
 * undefined for 全部.
 */
export function StatusTabs({
  labels,
  allLabel,
  value,
  onChange,
  size,
}: {
  labels: Record<number, string>;
  allLabel: string;
  value: number | undefined;
  onChange: (status: number | undefined) => void;
  size?: 'small';
}) {
  return (
    <Tabs
      size={size}
      activeKey={String(value ?? 0)}
      onChange={(key) => onChange(key === '0' ? undefined : Number(key))}
      items={[
        { key: '0', label: allLabel },
        ...Object.entries(labels).map(([key, label]) => ({ key, label })),
      ]}
    />
  );
}

/** A list's pagination, ten a page, hidden while one page holds them all. */
export const tenPerPage = (current: number, total: number | undefined, onChange: (page: number) => void) => ({
  current,
  pageSize: 10,
  total: total ?? 0,
  hideOnSinglePage: true,
  onChange,
});

/**
 * A document list by status tab, ten a page: `tabProps` for StatusTabs (another tab starts again at page one)
 * and `tableProps` (rows, loading, pagination) for its table.
 */
export function useStatusList<Row>(
  useList: (
    status: number | undefined,
    pageNum: number,
  ) => { data?: { total: number; list: Row[] }; isLoading: boolean },
) {
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const query = useList(status, pageNum);
  const tabProps = {
    value: status,
    onChange: (next: number | undefined) => {
      setStatus(next);
      setPageNum(1);
    },
  };
  const tableProps = {
    loading: query.isLoading,
    rows: query.data?.list,
    pagination: tenPerPage(pageNum, query.data?.total, setPageNum),
  };
  return { tabProps, tableProps };
}
