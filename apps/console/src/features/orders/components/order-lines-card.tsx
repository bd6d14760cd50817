import { Image, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { OrderDetail, OrderLine } from '@mall/shared';
import { moneyColumn } from '@/components/columns';
import { CardTable } from '@/components/detail-parts';
import { Money } from '@/components/money';
import { t } from '@/locales/zh-CN';

/**
 * An order's lines: 行号 (the line's place, as the bulk-ship sheet names it), the product with its picture,
 * spec, warehouse, price, quantity and amount.
 */
const LINE_COLUMNS: TableColumnsType<OrderLine> = [
  { title: t.orders.lineNo, width: 56, align: 'center', render: (_, _line, index) => index + 1 },
  {
    title: t.orders.product,
    render: (_, line) => (
      <Space>
        <Image src={line.image} width={48} height={48} preview={false} />
        <div>
          <div>{line.title}</div>
          <Typography.Text type="secondary">
            {line.brandName} {line.modelNo}
          </Typography.Text>
        </div>
      </Space>
    ),
  },
  { title: t.orders.spec, render: (_, line) => line.specValues.join(' / ') || '—' },
  { title: t.orders.warehouse, dataIndex: 'warehouse' },
  moneyColumn(t.orders.price, 'price'),
  {
    title: t.orders.quantity,
    align: 'right',
    render: (_, line) => `${line.quantity} ${line.unit}`,
  },
  moneyColumn(t.orders.amount, 'amount'),
];

/** An order's lines, with its amounts (goods, freight, discount, to pay) below them. */
export function OrderLinesCard({ order }: { order: OrderDetail }) {
  return (
    <CardTable<OrderLine>
      title={t.orders.lines}
      rowKey="id"
      dataSource={order.lines}
      columns={LINE_COLUMNS}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6} align="right">
            <Space size="large">
              <span>
                {t.orders.goodsAmount}：<Money yuan={order.amounts.goodsAmount} />
              </span>
              <span>
                {t.orders.freightAmount}：<Money yuan={order.amounts.freightAmount} />
              </span>
              <span>
                {t.orders.discountAmount}：<Money yuan={order.amounts.discountAmount} />
              </span>
              <Typography.Text strong>
                {t.orders.payAmount}：<Money yuan={order.amounts.payAmount} />
              </Typography.Text>
            </Space>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
