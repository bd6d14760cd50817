import { ADDRESS_LIMIT, type Address } from '@mall/shared';
import { addressApi, type AddressOwner } from '@/features/address/api/address-api';
import { AddressModal } from '@/features/address/components/address-modal';
import { KeptList, useKeptList, type KeptListCopy } from '@/components/kept-list';
import { centreCopy } from '@/locales/zh-CN-centre';
import { tradeCopy } from '@/locales/zh-CN-trade';

const a = centreCopy.centre.addressBook;
const copy: KeptListCopy = {
  add: tradeCopy.address.add,
  none: tradeCopy.address.none,
  default: tradeCopy.address.default,
  shared: tradeCopy.address.shared,
  sharedHint: tradeCopy.address.sharedHint,
  edit: tradeCopy.address.edit,
  deleteConfirm: a.deleteConfirm,
  delete: a.delete,
  cancel: centreCopy.centre.security.cancel,
  deleted: a.deleted,
  setDefault: tradeCopy.address.setDefault,
  defaultSet: a.defaultSet,
};

/**
 * Delivery addresses: the buyer's own in the personal centre (list, add, edit, delete, set default), or with
 * `owner="company"` the company's shared ones, kept by its 管理员 and 财务 (no default: members choose).
 */
export function AddressBook({ owner = 'mine' }: { owner?: AddressOwner }) {
  const api = addressApi(owner);
  // Both lists refresh: a member's own list shows the company's addresses too.
  const { data, isLoading, editing, setEditing, refresh, saved } = useKeptList<Address>(api, 60_000, [
    'address',
  ]);
  return (
    <KeptList<Address>
      owner={owner}
      headingId={`${owner}-address-title`}
      title={owner === 'company' ? a.companyTitle : a.title}
      count={a.count(data.length, ADDRESS_LIMIT)}
      limit={ADDRESS_LIMIT}
      rows={data}
      loading={isLoading}
      copy={copy}
      name={{ title: a.colName, dataIndex: 'contactName', width: 120 }}
      columns={[
        {
          title: a.colRegion,
          width: 200,
          render: (_, row) => [row.provinceName, row.cityName, row.districtName].filter(Boolean).join(' '),
        },
        { title: a.colDetail, dataIndex: 'detail' },
        { title: a.colMobile, dataIndex: 'mobile', width: 120 },
      ]}
      action={{ title: a.colAction, width: 210 }}
      api={api}
      refresh={refresh}
      onEdit={setEditing}
    >
      {editing !== undefined && (
        // Mounted per address so the form starts from that address's values.
        <AddressModal
          key={editing?.id ?? 'new'}
          open
          owner={owner}
          address={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => saved(tradeCopy.address.saved)}
        />
      )}
    </KeptList>
  );
}
