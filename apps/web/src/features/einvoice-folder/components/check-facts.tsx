import { Button, Descriptions, Popover } from 'antd';
import type { EinvoiceFolderRow } from '@mall/shared';
import { invoiceFolderCopy } from '@/locales/zh-CN-invoice-folder';

const c = invoiceFolderCopy.invoiceFolder;

/** The facts the bureau's 查验 page asks for (number, date, amount; 校验码 where there is one), and the parties. */
export function CheckFacts({ row }: { row: EinvoiceFolderRow }) {
  const facts = (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="mall-folder-facts"
      items={[
        { key: 'number', label: c.colNumber, children: row.number },
        { key: 'type', label: c.colType, children: `${row.typeLabel}（${row.kindLabel}）` },
        { key: 'date', label: c.colDate, children: row.issueDate },
        { key: 'amount', label: c.colAmount, children: row.amount },
        { key: 'tax', label: c.colTax, children: row.tax },
        { key: 'total', label: c.colTotal, children: row.total },
        { key: 'check', label: c.checkCode, children: row.checkCode ?? c.noCheckCode },
        { key: 'seller', label: c.colSeller, children: `${row.sellerName}（${row.sellerTaxId}）` },
        {
          key: 'buyer',
          label: c.buyer,
          children: `${row.buyerName}${row.buyerTaxId ? `（${row.buyerTaxId}）` : ''}`,
        },
        ...(row.blueNumber ? [{ key: 'blue', label: c.blueNumber, children: row.blueNumber }] : []),
        { key: 'orders', label: c.orders, children: row.orderNos.join('、') },
      ]}
    />
  );
  return (
    <Popover title={c.checkTitle} content={facts} trigger="click" placement="left">
      <Button type="link" size="small">
        {c.check}
      </Button>
    </Popover>
  );
}
