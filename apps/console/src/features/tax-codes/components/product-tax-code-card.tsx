import { useState } from 'react';
import { Button, Card, Col, Form, Row, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { TAX_RATE_LABEL, type SkuTaxFacts } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { saveProductTaxCode, taxCodeKeys, useSkuTaxFacts } from '../api/tax-codes';
import { TaxCodeSelect } from './tax-code-select';

const c = t.taxCodes;

/** What applies to the product now: the code, 简称 and rate, and whether it is its own or its category's. */
function Applies({ facts }: { facts: SkuTaxFacts }) {
  if (facts.code === null) return <Typography.Text type="danger">{facts.missing}</Typography.Text>;
  const from = facts.source === 'product' ? c.fromProduct : c.fromCategory;
  return (
    <Typography.Text data-testid="product-tax-applies">
      {facts.code} · {facts.shortName} · {facts.rate ? TAX_RATE_LABEL[facts.rate] : ''}（{from}）
    </Typography.Text>
  );
}

/**
 * The product's own 税收分类编码 (cleared: it follows its category), saved on its own beside the product form.
 * Every SKU of a product carries the same code, so the first SKU's facts tell which applies.
 */
export function ProductTaxCodeCard({ productId, skuIds }: { productId: number; skuIds: number[] }) {
  const queryClient = useQueryClient();
  const facts = useSkuTaxFacts(skuIds.slice(0, 1));
  const current = facts.data?.[0];
  const [picked, setPicked] = useState<string | undefined | null>(null);
  const own = current?.source === 'product' ? (current.code ?? undefined) : undefined;
  const value = picked === null ? own : picked;
  const save = useAction(
    (code: string | undefined) => saveProductTaxCode({ productId, code: code ?? null }),
    {
      onSuccess: () => {
        toast.success(c.productSaved);
        setPicked(null);
        void queryClient.invalidateQueries({ queryKey: taxCodeKeys.all });
      },
    },
  );
  return (
    <Card title={c.productCard} size="small">
      {facts.isPending && skuIds.length > 0 ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Row gutter={16} align="bottom">
          <Col span={12}>
            <Form.Item label={c.productOwn} extra={c.productHelp} htmlFor="product-tax-code">
              <TaxCodeSelect
                id="product-tax-code"
                value={value}
                onChange={setPicked}
                placeholder={c.productInherit}
              />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item>
              <Button loading={save.isPending} onClick={() => void save.run(value)}>
                {c.saveProductCode}
              </Button>
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={c.applies}>{current && <Applies facts={current} />}</Form.Item>
          </Col>
        </Row>
      )}
    </Card>
  );
}
