import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ADDRESS_LIMIT, type Address } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { addressApi, type AddressOwner } from '@/features/address/api/address-api';
import { AddressModal } from '@/features/address/components/address-modal';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { centreCopy } from '@/locales/zh-CN-centre';
import { tradeCopy } from '@/locales/zh-CN-trade';

const a = centreCopy.centre.addressBook;

/**
 * Delivery addresses: the buyer's own in the personal centre (list, add, edit, delete, set default), or with
 * `owner="company"` the company's shared ones, kept by its 管理员 and 财务 (no default: members choose).
 */
export function AddressBook({ owner = 'mine' }: { owner?: AddressOwner }) {
  const api = addressApi(owner);
  const { data = [], isLoading } = useQuery({ queryKey: api.key, queryFn: api.list, staleTime: 60_000 });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  // Both lists: a member's own list shows the company's addresses too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['address'] });
  const editable = (row: Address) => owner === 'company' || !row.shared;

  const change = useAction((step: { work: () => Promise<unknown>; done: string }) => step.work(), {
    onSuccess: async (_, step) => {
      toast.success(step.done);
      await refresh();
    },
  });
  const run = (work: () => Promise<unknown>, done: string) => change.run({ work, done });

  return (
    <section className="mall-centre-panel" aria-labelledby={`${owner}-address-title`}>
      <h2 id={`${owner}-address-title`}>
        {owner === 'company' ? a.companyTitle : a.title}
        <span className="extra">{a.count(data.length, ADDRESS_LIMIT)}</span>
      </h2>
      <div className="mall-centre-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={data.length >= ADDRESS_LIMIT}
          onClick={() => setEditing(null)}
        >
          {tradeCopy.address.add}
        </Button>
      </div>
      <Table<Address>
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: <Empty description={tradeCopy.address.none} /> }}
        columns={[
          {
            title: a.colName,
            dataIndex: 'contactName',
            width: 120,
            render: (name: string, row) => (
              <Space size={4}>
                {name}
                {row.isDefault === 1 && <Tag color="blue">{tradeCopy.address.default}</Tag>}
                {row.shared && owner === 'mine' && <Tag color="cyan">{tradeCopy.address.shared}</Tag>}
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
              !editable(row) ? (
                <span className="muted">{tradeCopy.address.sharedHint}</span>
              ) : (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {tradeCopy.address.edit}
                  </Button>
                  <Popconfirm
                    title={a.deleteConfirm}
                    okText={a.delete}
                    cancelText={centreCopy.centre.security.cancel}
                    onConfirm={() => run(() => api.remove(row.id), a.deleted)}
                  >
                    <Button type="link" size="small" danger>
                      {a.delete}
                    </Button>
                  </Popconfirm>
                  {row.isDefault !== 1 && api.setDefault && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void run(() => api.setDefault!(row.id), a.defaultSet)}
                    >
                      {tradeCopy.address.setDefault}
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
          owner={owner}
          address={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            toast.success(tradeCopy.address.saved);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
