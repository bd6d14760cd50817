import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Shop } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { updateShop, useBrandOptions, useFirstCategories } from '../api/shops';

type GrantValues = {
  name: string;
  categoryIds: number[];
  brandIds: number[];
  rates: Record<string, number | null>;
};
type Props = { shop: Shop; onClose: () => void; onSaved: () => void };

/**
 * Name, granted level-one categories and brands, and the commission (%) of each granted category. A save
 * calls `onSaved`, then closes.
 */
export function GrantDialog({ shop, onClose, onSaved }: Props) {
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
    {
      onSuccess: () => {
        onSaved();
        onClose();
      },
    },
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
