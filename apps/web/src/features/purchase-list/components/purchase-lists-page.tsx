import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchaseListSummary } from '@mall/shared';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { createPurchaseList } from '../api/create-purchase-list';
import { deletePurchaseList } from '../api/delete-purchase-list';
import { usePurchaseLists } from '../api/get-purchase-lists';
import { purchaseListKeys } from '../api/purchase-list-keys';
import { updatePurchaseList } from '../api/update-purchase-list';
import { ImportModal } from './import-modal';
import { ListFormModal } from './list-form-modal';
import { LoadState } from '@/components/load-state';
import '../purchase-list.css';

const c = t.purchaseList;
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** /purchase-lists: my lists (new, rename, share, delete, import) and the ones colleagues share. */
export function PurchaseListsPage() {
  const query = usePurchaseLists();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: purchaseListKeys.all });
  const [editing, setEditing] = useState<PurchaseListSummary | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useRefreshingAction((id: number) => deletePurchaseList(id), c.removed, refresh);

  if (!query.data) {
    return (
      <LoadState query={query} failed={c.loadFailed} retry={c.retry} loadingClass="mall-plist-loading" />
    );
  }
  const { mine, shared, companyName } = query.data;

  const save = async (values: { name: string; shared?: 0 | 1 }) => {
    if (editing === 'new') {
      const made = await createPurchaseList(values);
      toast.success(c.saved);
      await refresh();
      navigate(paths.purchaseListDetail.getHref(made.list.id));
      return;
    }
    if (editing) {
      const changed: { name?: string; shared?: 0 | 1 } = {};
      if (values.name !== editing.name) changed.name = values.name;
      if (values.shared !== undefined && values.shared !== (editing.shared ? 1 : 0))
        changed.shared = values.shared;
      if (Object.keys(changed).length) await updatePurchaseList({ id: editing.id, ...changed });
      toast.success(c.saved);
      await refresh();
    }
  };

  const nameColumn = {
    title: c.colName,
    key: 'name',
    render: (_: unknown, l: PurchaseListSummary) => (
      <Space size={8}>
        <Link to={paths.purchaseListDetail.getHref(l.id)}>{l.name}</Link>
        {l.shared ? <Tag color="blue">{c.sharedTag}</Tag> : null}
      </Space>
    ),
  };
  const common = [
    { title: c.colLines, dataIndex: 'lineCount', width: 110, render: (n: number) => c.lines(n) },
    { title: c.colUpdated, dataIndex: 'updatedAt', width: 170, render: when },
  ];
  const actions = (l: PurchaseListSummary) => (
    <Space size={12}>
      <Link to={paths.purchaseListDetail.getHref(l.id)}>{c.open}</Link>
      {l.canEdit && (
        <button type="button" className="mall-link-button" onClick={() => setEditing(l)}>
          {c.rename}
        </button>
      )}
      {l.canEdit && (
        <Popconfirm
          title={c.removeConfirm(l.name)}
          okText={c.remove}
          cancelText={tradeCopy.cart.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.run(l.id)}
        >
          <button type="button" className="mall-link-button danger">
            {c.remove}
          </button>
        </Popconfirm>
      )}
    </Space>
  );

  // A list of lists: its name first and the actions last, `columns` between.
  const listTable = (rows: PurchaseListSummary[], columns: TableColumnsType<PurchaseListSummary>) => (
    <Table<PurchaseListSummary>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={rows}
      columns={[
        nameColumn,
        ...columns,
        { title: c.colAction, key: 'action', width: 200, render: (_, l) => actions(l) },
      ]}
    />
  );

  return (
    <div className="mall-plist">
      <div className="mall-plist-head">
        <h1>{c.title}</h1>
        <Space>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {c.import}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {c.create}
          </Button>
        </Space>
      </div>
      <p className="mall-plist-intro">{c.intro}</p>

      <section aria-label={c.mineTitle}>
        <h2>{c.mineTitle}</h2>
        {mine.length ? (
          listTable(mine, common)
        ) : (
          <Empty description={c.emptyMine}>
            <div className="muted">{c.emptyMineSub}</div>
          </Empty>
        )}
      </section>

      {companyName !== null && (
        <section aria-label={c.sharedTitle}>
          <h2>{c.sharedTitle}</h2>
          <p className="muted">{c.sharedIntro(companyName)}</p>
          {shared.length ? (
            listTable(shared, [{ title: c.colOwner, dataIndex: 'ownerName', width: 140 }, ...common])
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.common.empty} />
          )}
        </section>
      )}

      <ListFormModal
        open={editing !== null}
        list={editing === 'new' ? null : editing}
        companyName={companyName}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      {importing && (
        <ImportModal
          list={null}
          companyName={companyName}
          onClose={() => setImporting(false)}
          onDone={(result) => {
            setImporting(false);
            void refresh();
            navigate(paths.purchaseListDetail.getHref(result.list.id));
          }}
        />
      )}
    </div>
  );
}
