import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FilterForm, type UrlValues } from '@mall/client-kit';
import { FilterFields, type FilterField } from './filter-fields';
import type { FilterProps } from './filtered-list';

/** Above a list: its filter form (of these fields, bound to the URL) on the left, the button that adds a row on the right. */
export function ListToolbar<V extends object = UrlValues>({
  filterProps,
  fields,
  addLabel,
  onAdd,
}: {
  filterProps: FilterProps<V>;
  fields: (FilterField | false)[];
  addLabel: ReactNode;
  onAdd: () => void;
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <FilterForm<V> {...filterProps}>
        <FilterFields fields={fields} />
      </FilterForm>
      <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={onAdd}>
        {addLabel}
      </Button>
    </Space>
  );
}
