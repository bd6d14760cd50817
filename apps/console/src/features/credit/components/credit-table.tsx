import { Table, type TableProps } from 'antd';

/** One of the credit console's tables: one unpaged page of up to 50 rows from its list query. */
export function CreditTable<Row extends object>({
  query,
  ...table
}: Omit<TableProps<Row>, 'dataSource' | 'loading'> & {
  query: { isLoading: boolean; data?: { list: Row[] } | undefined };
}) {
  return (
    <Table<Row>
      size="middle"
      loading={query.isLoading}
      dataSource={query.data?.list ?? []}
      pagination={false}
      {...table}
    />
  );
}
