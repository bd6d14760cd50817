import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** Above a list: its filter form on the left, the button that adds a row on the right. */
export function ListToolbar({
  filter,
  addLabel,
  onAdd,
}: {
  filter: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      {filter}
      <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={onAdd}>
        {addLabel}
      </Button>
    </Space>
  );
}
