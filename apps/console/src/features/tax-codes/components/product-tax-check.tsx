import { useState } from 'react';
import { Alert, Button, Form, Input, Table, Tag, Typography } from 'antd';
import { TAX_RATE_LABEL, type SkuTaxFacts } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { useProductTaxCheck } from '../api/tax-codes';

const c = t.taxCodes;
type Row = SkuTaxFacts & { spec: string };

/**
 * 检查商品: a product's SKUs as an invoice would carry them — the code, the line name `*简称*商品名称` and the
 * rate — or, for a SKU that lacks a code, what to fix.
 */
export function ProductTaxCheck({ initialId }: { initialId?: number }) {
  const [productId, setProductId] = useState<number | null>(initialId ?? null);
  const check = useProductTaxCheck(productId);
  const specOf = new Map(
    (check.data?.product.skus ?? []).map((s) => [s.id, Object.values(s.spec).join(' / ') || c.defaultSpec]),
  );
  const rows: Row[] = (check.data?.facts ?? []).map((f) => ({ ...f, spec: specOf.get(f.skuId) ?? '' }));
  const missing = rows.filter((r) => r.missing !== null).length;
  return (
    <>
      <Typography.Paragraph type="secondary">{c.checkIntro}</Typography.Paragraph>
      <Form
        layout="inline"
        name="tax-check"
        initialValues={{ productId: initialId ? String(initialId) : '' }}
        onFinish={(v: { productId: string }) => {
          const id = Number(v.productId.trim());
          // The same number again reads it again (a code may have been set meanwhile).
          if (id === productId) void check.refetch();
          else setProductId(id);
        }}
        style={{ marginBottom: 16 }}
      >
        <Form.Item
          name="productId"
          label={c.productId}
          rules={[{ required: true, pattern: /^\s*[1-9]\d{0,9}\s*$/, message: c.productIdInvalid }]}
        >
          <Input placeholder={c.productIdPlaceholder} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={check.isFetching}>
            {c.check}
          </Button>
        </Form.Item>
      </Form>
      {check.isError && <Alert type="error" showIcon title={check.error.message} />}
      {check.data && (
        <>
          <Alert
            type={missing > 0 ? 'warning' : 'success'}
            showIcon
            title={`${check.data.product.title}：${missing > 0 ? c.someMissing(missing) : c.allReady(rows.length)}`}
            style={{ marginBottom: 16 }}
          />
          <Table<Row>
            rowKey="skuId"
            size="small"
            dataSource={rows}
            pagination={false}
            columns={[
              { title: c.skuId, dataIndex: 'skuId', width: 100 },
              { title: c.sku, dataIndex: 'spec' },
              { title: c.codeColumn, render: (_, r) => r.code ?? t.common.none },
              {
                title: c.lineName,
                render: (_, r) =>
                  r.missing ? <Typography.Text type="danger">{r.missing}</Typography.Text> : r.lineName,
              },
              {
                title: c.rate,
                width: 80,
                render: (_, r) => (r.rate ? TAX_RATE_LABEL[r.rate] : t.common.none),
              },
              {
                title: c.source,
                width: 90,
                render: (_, r) => (
                  <Tag color={r.source === 'none' ? 'red' : undefined}>{c.sources[r.source]}</Tag>
                ),
              },
            ]}
          />
        </>
      )}
    </>
  );
}
