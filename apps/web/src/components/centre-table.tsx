import { Empty, Table, type TableProps } from 'antd';

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'locale'> & {
  /** The rows; undefined while they load. */
  rows: readonly T[] | undefined;
  /** What the table says when there are none. */
  none: string;
};

/** A list of the buyer's centre (售后, 发票, 审批规则 …): middle size, one page unless told, the list's own 暂无. */
export function CentreTable<T extends object>({ rows, none, ...props }: Props<T>) {
  return (
    <Table<T>
      size="middle"
      pagination={false}
      dataSource={rows ?? []}
      locale={{ emptyText: <Empty description={none} /> }}
      {...props}
    />
  );
}
