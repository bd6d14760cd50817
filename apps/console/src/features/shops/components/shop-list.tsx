import { useState } from 'react';
import { App, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SHOP_STATUS_LABEL, type Shop } from '@mall/shared';
import { FilterForm, numberOf, useListPage } from '@mall/client-kit';
import { FilterFields, keywordField } from '@/components/filter-fields';
import { ReasonModal } from '@/components/reason-modal';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { StatusTabs } from '@/components/status-tabs';
import { t } from '@/locales/zh-CN';
import { shopKeys, suspendShop, useShops } from '../api/shops';
import { GrantDialog } from './grant-dialog';

const KEYS = ['status', 'keyword'] as const;

/** Shops (商家店铺): status, suspend with a reason or resume, and the grants and commission of each. */
export function ShopList() {
  const { modal } = App.useApp();
  const { values, set, filterProps, tableProps } = useListPage<Shop>({
    keys: KEYS,
    maxSize: 50,
    useList: (values, page) =>
      useShops({ status: numberOf(values.status), keyword: values.keyword, ...page }),
  });
  const queryClient = useQueryClient();
  const [suspending, setSuspending] = useState<Shop | null>(null);
  const [editing, setEditing] = useState<Shop | null>(null);
  const refresh = (text: string) => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
  };
  return (
    <>
      <StatusTabs labels={SHOP_STATUS_LABEL} />
      <FilterForm {...filterProps} onSubmit={(patch) => set({ ...patch, status: values.status })}>
        <FilterFields fields={[keywordField(220, t.shops.keyword, t.shops.name)]} />
      </FilterForm>
      <Table<Shop>
        rowKey="id"
        {...tableProps}
        columns={[
          { title: t.shops.id, dataIndex: 'id', width: 80 },
          { title: t.shops.name, dataIndex: 'name' },
          { title: t.shops.mobile, dataIndex: 'mobile' },
          { title: t.shops.categories, render: (_, r) => r.categories.map((c) => c.title).join('、') || '—' },
          {
            title: t.shops.commission,
            render: (_, r) =>
              r.commissionRates
                .map(
                  (c) =>
                    `${r.categories.find((x) => x.id === c.categoryId)?.title ?? c.categoryId} ${c.rateBp / 100}%`,
                )
                .join('、') || '—',
          },
          { title: t.shops.products, dataIndex: 'productCount', width: 90 },
          {
            title: t.shops.status,
            render: (_, r) => (
              <span title={r.suspendReason || undefined}>
                <StatusTag label={r.statusLabel} />
              </span>
            ),
          },
          { title: t.shops.openedAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            render: (_, r) => (
              <Space>
                <a onClick={() => setEditing(r)}>{t.shops.edit}</a>
                {r.status === 1 ? (
                  <a onClick={() => setSuspending(r)}>{t.shops.suspend}</a>
                ) : (
                  <a
                    onClick={() =>
                      modal.confirm({
                        title: t.shops.resumeConfirm(r.name),
                        onOk: () => suspendShop(r.id, false).then(() => refresh(t.shops.resumed)),
                      })
                    }
                  >
                    {t.shops.resume}
                  </a>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ReasonModal
        open={suspending !== null}
        title={t.shops.suspendTitle(suspending?.name ?? '')}
        label={t.shops.suspendReason}
        onClose={() => setSuspending(null)}
        onSubmit={(reason) =>
          suspendShop(suspending!.id, true, reason).then(() => {
            setSuspending(null);
            refresh(t.shops.suspended);
          })
        }
      />
      {editing && (
        <GrantDialog shop={editing} onClose={() => setEditing(null)} onSaved={() => refresh(t.shops.saved)} />
      )}
    </>
  );
}
