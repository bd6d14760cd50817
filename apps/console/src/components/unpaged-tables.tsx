import { Table, type TableProps } from 'antd';

/** A small table that shows every row at once (a document's lines, a report's rows). */
export function SmallTable<Row extends object>(props: TableProps<Row>) {
  return <Table<Row> size="small" pagination={false} {...props} />;
}

/** A whole list straight from its query (an array, no pages): loading while it fetches. */
export function QueryTable<Row extends object>({
  query,
  ...table
}: Omit<TableProps<Row>, 'dataSource' | 'loading'> & {
  query: { isFetching: boolean; data?: Row[] | undefined };
}) {
  return (
    <Table<Row> loading={query.isFetching} dataSource={query.data ?? []} pagination={false} {...table} />
  );
}
