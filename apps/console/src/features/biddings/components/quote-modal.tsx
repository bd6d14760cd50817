import { Form, Input, InputNumber } from 'antd';
import { yuanToFen, type BiddingDetail, type BiddingLine, type BiddingQuoteBody } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { SmallTable } from '@/components/unpaged-tables';
import { t } from '@/locales/zh-CN';

type LineValues = { skuId?: number; price?: string };
type Values = { lines: LineValues[]; deliveryDays: number; validDays: number; remark?: string };

/** A quote for every line: the catalogue SKU supplied and its unit price (yuan, sent as fen). */
export function QuoteModal({
  open,
  bidding,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** The bidding quoted: its id and lines. */
  bidding: Pick<BiddingDetail, 'id' | 'lines'>;
  onSubmit: (body: BiddingQuoteBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const { id, lines } = bidding;
  return (
    <FormModal<Values>
      open={open}
      title={t.biddings.quoteTitle}
      width={820}
      initialValues={{ lines: lines.map(() => ({})), deliveryDays: 7, validDays: 15 }}
      onSubmit={(values) =>
        onSubmit({
          id,
          lines: lines.map((line, i) => ({
            lineNo: line.lineNo,
            skuId: Number(values.lines[i]?.skuId),
            unitPriceFen: yuanToFen(String(values.lines[i]?.price ?? '').trim()),
          })),
          deliveryDays: values.deliveryDays,
          validDays: values.validDays,
          remark: values.remark?.trim() ?? '',
        })
      }
      onClose={onClose}
    >
      <SmallTable<BiddingLine>
        rowKey="lineNo"
        dataSource={lines}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 40 },
          { title: t.biddings.productName, render: (_, l) => `${l.productName} ${l.brand}` },
          { title: t.biddings.spec, dataIndex: 'spec' },
          { title: t.biddings.quantity, render: (_, l) => `${l.quantity} ${l.unit}` },
          {
            title: t.biddings.skuId,
            render: (_, _l, i) => (
              <Form.Item
                name={['lines', i, 'skuId']}
                rules={[{ required: true, message: '请填写 SKU 编号' }]}
                style={{ margin: 0 }}
              >
                <InputNumber
                  min={1}
                  precision={0}
                  style={{ width: 110 }}
                  aria-label={`${t.biddings.skuId} ${i + 1}`}
                />
              </Form.Item>
            ),
          },
          {
            title: t.biddings.unitPrice,
            render: (_, _l, i) => (
              <Form.Item
                name={['lines', i, 'price']}
                rules={[
                  {
                    required: true,
                    pattern: /^\s*\d{1,8}(\.\d{1,2})?\s*$/,
                    message: t.biddings.priceInvalid,
                  },
                ]}
                style={{ margin: 0 }}
              >
                <Input prefix="¥" style={{ width: 120 }} aria-label={`${t.biddings.unitPrice} ${i + 1}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      <div style={{ display: 'flex', gap: 16, marginTop: 16 }}>
        <Form.Item name="deliveryDays" label={t.biddings.deliveryDays} rules={[{ required: true }]}>
          <InputNumber min={1} max={365} precision={0} />
        </Form.Item>
        <Form.Item name="validDays" label={t.biddings.validDays} rules={[{ required: true }]}>
          <InputNumber min={1} max={180} precision={0} />
        </Form.Item>
        <Form.Item name="remark" label={t.biddings.quoteRemark} style={{ flex: 1 }}>
          <Input maxLength={200} />
        </Form.Item>
      </div>
    </FormModal>
  );
}
