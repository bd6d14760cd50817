import type { ReactNode } from 'react';
import { Button, Card, Form, Input, InputNumber, Select, Table, Tooltip, type FormRule } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminSpecAttribute } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { AreaStockList } from './area-stock-list';
import { newSku, yuanRule } from './product-form-values';

type Field = { key: number; name: number };

/** A SKU table column whose cell is one field of the row. */
const cell = (
  key: string,
  title: ReactNode,
  path: (string | number)[],
  rules: FormRule[],
  input: ReactNode,
) => ({
  title,
  key,
  render: (_: unknown, field: Field) => (
    <Form.Item name={[field.name, ...path]} style={{ margin: 0 }} rules={rules}>
      {input}
    </Form.Item>
  ),
});

/** The SKUs: one row per spec combination with its code, prices, stock and provincial stock. */
export function ProductSkusCard({
  namedSpecs,
  stockProvinces,
}: {
  namedSpecs: AdminSpecAttribute[];
  stockProvinces: { value: string; label: string }[];
}) {
  const c = t.catalogue;
  return (
    <Card title={c.skus} size="small">
      <Form.List name="skus">
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              scroll={{ x: 'max-content' }}
              dataSource={fields}
              columns={[
                ...namedSpecs.map((spec) =>
                  cell(
                    `spec-${spec.name}`,
                    spec.name,
                    ['spec', spec.name],
                    [{ required: true }],
                    <Select
                      style={{ width: 110 }}
                      options={spec.values.map((v) => ({ value: v, label: v }))}
                    />,
                  ),
                ),
                cell(
                  'code',
                  c.skuCode,
                  ['code'],
                  [{ required: true, whitespace: true }],
                  <Input style={{ width: 160 }} aria-label={c.skuCode} />,
                ),
                cell(
                  'price',
                  c.price,
                  ['price'],
                  [{ required: true }, yuanRule],
                  <Input style={{ width: 110 }} prefix="¥" aria-label={c.price} />,
                ),
                cell(
                  'marketPrice',
                  c.marketPrice,
                  ['marketPrice'],
                  [yuanRule],
                  <Input style={{ width: 110 }} prefix="¥" aria-label={c.marketPrice} />,
                ),
                cell(
                  'stock',
                  <Tooltip title={c.stockHelp}>{c.stock}</Tooltip>,
                  ['stock'],
                  [{ required: true }],
                  <InputNumber min={0} precision={0} style={{ width: 110 }} aria-label={c.stock} />,
                ),
                {
                  title: <Tooltip title={c.areaStocksHelp}>{c.areaStocks}</Tooltip>,
                  key: 'areaStocks',
                  render: (_: unknown, field: Field) => (
                    <AreaStockList name={field.name} provinces={stockProvinces} />
                  ),
                },
                {
                  title: t.common.actions,
                  key: 'actions',
                  render: (_: unknown, field: Field) => (
                    <Button
                      type="link"
                      danger
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                    >
                      {t.common.delete}
                    </Button>
                  ),
                },
              ]}
            />
            <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} onClick={() => add(newSku())}>
              {c.addSku}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
