import { useState } from 'react';
import { App, Form, Input, InputNumber, Modal, Select, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SHOP_STATUS_LABEL, type Shop } from '@mall/shared';
import { FilterForm, numberOf, urlPagination, useAction, useUrlState } from '@mall/client-kit';
import { FilterFields, keywordField } from '@/components/filter-fields';
import { ReasonModal } from '@/components/reason-modal';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { StatusTabs } from '@/components/status-tabs';
import { t } from '@/locales/zh-CN';
import {
  shopKeys,
  suspendShop,
  updateShop,
  useBrandOptions,
  useFirstCategories,
  useShops,
} from '../api/shops';

const KEYS = ['status', 'keyword'] as const;

/** Shops (商家店铺): status, suspend with a reason or resume, and the grants and commission of each. */
export function ShopList() {
  const { modal } = App.useApp();
  const { values, set, reset, page, size } = useUrlState(KEYS);
  const queryClient = useQueryClient();
  const list = useShops({
    status: numberOf(values.status),
    keyword: values.keyword,
    pageNum: page,
    pageSize: Math.min(size, 50),
  });
  const [suspending, setSuspending] = useState<Shop | null>(null);
  const [editing, setEditing] = useState<Shop | null>(null);
  const refresh = (text: string) => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
  };
  return (
    <>
      <StatusTabs labels={SHOP_STATUS_LABEL} value={values.status} onChange={(status) => set({ status })} />
      <FilterForm
        values={values}
        onSubmit={(patch) => set({ ...patch, status: values.status })}
        onReset={reset}
      >
        <FilterFields fields={[keywordField(220, t.shops.keyword, t.shops.name)]} />
      </FilterForm>
      <Table<Shop>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, Math.min(size, 50), list.data?.total, set)}
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
        <GrantDialog
          shop={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh(t.shops.saved);
          }}
        />
      )}
    </>
  );
}

type GrantValues = {
  name: string;
  categoryIds: number[];
  brandIds: number[];
  rates: Record<string, number | null>;
};

/** Name, granted level-one categories and brands, and the commission (%) of each granted category. */
function GrantDialog({ shop, onClose, onSaved }: { shop: Shop; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<GrantValues>();
  const [keyword, setKeyword] = useState('');
  const categories = useFirstCategories();
  const brands = useBrandOptions(keyword);
  const chosen = (Form.useWatch('categoryIds', form) ?? shop.categories.map((c) => c.id)) as number[];
  const brandOptions = [
    ...shop.brands.map((b) => ({ value: b.id, label: b.name })),
    ...(brands.data ?? []).filter((o) => !shop.brands.some((b) => b.id === o.value)),
  ];
  const save = useAction(
    (v: GrantValues) =>
      updateShop({
        id: shop.id,
        name: v.name,
        categoryIds: v.categoryIds,
        brandIds: v.brandIds,
        commissionRates: v.categoryIds.map((categoryId) => ({
          categoryId,
          rateBp: Math.round((v.rates?.[categoryId] ?? 5) * 100),
        })),
      }),
    { onSuccess: onSaved },
  );
  return (
    <Modal
      open
      title={t.shops.editTitle(shop.name)}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form<GrantValues>
        form={form}
        layout="vertical"
        initialValues={{
          name: shop.name,
          categoryIds: shop.categories.map((c) => c.id),
          brandIds: shop.brands.map((b) => b.id),
          rates: Object.fromEntries(shop.commissionRates.map((r) => [r.categoryId, r.rateBp / 100])),
        }}
        onFinish={(v) => void save.run(v)}
      >
        <Form.Item name="name" label={t.shops.name} rules={[{ required: true, min: 2, max: 30 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="categoryIds" label={t.shops.categories}>
          <Select mode="multiple" options={categories.data ?? []} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="brandIds" label={t.shops.brands}>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            options={brandOptions}
            loading={brands.isFetching}
          />
        </Form.Item>
        {chosen.map((id) => (
          <Form.Item
            key={id}
            name={['rates', String(id)]}
            label={t.shops.rateOf((categories.data ?? []).find((c) => c.value === id)?.label ?? String(id))}
          >
            <InputNumber min={0} max={50} step={0.5} precision={2} addonAfter="%" placeholder="5" />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
