import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ADDRESS_LIMIT, type Address } from '@mall/shared';
import {
  addressKeys,
  deleteAddress,
  setDefaultAddress,
  useAddressList,
} from '@/features/address/api/address-api';
import { AddressModal } from '@/features/address/components/address-modal';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';

const a = t.centre.addressBook;

/** Delivery addresses in the personal centre: list, add, edit, delete, set default (the address calls). */
export function AddressBook() {
  const { data = [], isLoading } = useAddressList();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressKeys.list });

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      await refresh();
    } catch {
      // the request layer showed the reason
    }
  };

  return (
    <section className="mall-centre-panel" aria-labelledby="centre-address-title">
      <h2 id="centre-address-title">
        {a.title}
        <span className="extra">{a.count(data.length, ADDRESS_LIMIT)}</span>
      </h2>
      <div className="mall-centre-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={data.length >= ADDRESS_LIMIT}
          onClick={() => setEditing(null)}
        >
          {t.address.add}
        </Button>
      </div>
      <Table<Address>
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: <Empty description={t.address.none} /> }}
        columns={[
          {
            title: a.colName,
            dataIndex: 'contactName',
            width: 120,
            render: (name: string, row) => (
              <Space size={4}>
                {name}
                {row.isDefault === 1 && <Tag color="blue">{t.address.default}</Tag>}
                {row.shared && <Tag color="cyan">{t.address.shared}</Tag>}
              </Space>
            ),
          },
          {
            title: a.colRegion,
            width: 200,
            render: (_, row) => [row.provinceName, row.cityName, row.districtName].filter(Boolean).join(' '),
          },
          { title: a.colDetail, dataIndex: 'detail' },
          { title: a.colMobile, dataIndex: 'mobile', width: 120 },
          {
            title: a.colAction,
            width: 210,
            render: (_, row) =>
              row.shared ? (
                <span className="muted">{t.address.sharedHint}</span>
              ) : (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t.address.edit}
                  </Button>
                  <Popconfirm
                    title={a.deleteConfirm}
                    okText={a.delete}
                    cancelText={t.centre.security.cancel}
                    onConfirm={() => run(() => deleteAddress(row.id), a.deleted)}
                  >
                    <Button type="link" size="small" danger>
                      {a.delete}
                    </Button>
                  </Popconfirm>
                  {row.isDefault !== 1 && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void run(() => setDefaultAddress(row.id), a.defaultSet)}
                    >
                      {t.address.setDefault}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      {editing !== undefined && (
        // Mounted per address so the form starts from that address's values.
        <AddressModal
          key={editing?.id ?? 'new'}
          open
          address={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            toast.success(t.address.saved);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
