import { Table, type TableProps } from 'antd';

/** A back-office list's table: one line a row, scrolling sideways where the columns do not fit. */
export function ListTable<Row extends object>(props: TableProps<Row>) {
  return <Table<Row> className="console-table-nowrap" scroll={{ x: 'max-content' }} {...props} />;
}
