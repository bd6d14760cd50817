import { FilterForm, type UrlValues } from '@mall/client-kit';
import type { TableProps } from 'antd';
import { FilterFields, type FilterField } from './filter-fields';
import { ListTable } from './list-table';

export type FilterProps<V extends object> = Omit<Parameters<typeof FilterForm<V>>[0], 'children'>;

/** A back-office list: the filter form of its fields (bound to the URL) above its table. */
export function FilteredList<Row extends object, V extends object = UrlValues>({
  filterProps,
  fields,
  ...table
}: { filterProps: FilterProps<V>; fields: (FilterField | false)[] } & TableProps<Row>) {
  return (
    <>
      <FilterForm<V> {...filterProps}>
        <FilterFields fields={fields} />
      </FilterForm>
      <ListTable<Row> {...table} />
    </>
  );
}
