import type { MatchLine } from '@mall/shared';
import { chinaTimeText } from '../../../lib/china-day';
import { headedBook, yuanCell } from '../../../lib/xlsx';

/** The match board as an .xlsx workbook: one row per order line; money in yuan as numbers. */
export async function matchWorkbook(
  lines: MatchLine[],
  period: string,
): Promise<{ data: Buffer; name: string }> {
  const { book, sheet } = headedBook('三单匹配', [
    { header: '订单号', key: 'orderNo', width: 22 },
    { header: '下单时间', key: 'orderedAt', width: 18 },
    { header: '商品', key: 'title', width: 40 },
    { header: '单位', key: 'unit', width: 8 },
    { header: '单价（元）', key: 'price', width: 12 },
    { header: '订购数量', key: 'ordered', width: 10 },
    { header: '订购金额（元）', key: 'orderedAmount', width: 15 },
    { header: '验收数量', key: 'received', width: 10 },
    { header: '开票数量', key: 'invoiced', width: 10 },
    { header: '开票金额（元）', key: 'invoicedAmount', width: 15 },
    { header: '状态', key: 'status', width: 10 },
    { header: '数量差异', key: 'diffQuantity', width: 10 },
    { header: '金额差异（元）', key: 'diffAmount', width: 15 },
  ]);
  for (const l of lines)
    sheet.addRow({
      orderNo: l.orderNo,
      orderedAt: chinaTimeText(l.orderedAt),
      title: l.title,
      unit: l.unit,
      price: yuanCell(l.priceFen),
      ordered: l.orderedQuantity,
      orderedAmount: yuanCell(l.orderedFen),
      received: l.receivedQuantity,
      invoiced: l.invoicedQuantity,
      invoicedAmount: yuanCell(l.invoicedFen),
      status: l.status,
      diffQuantity: l.diffQuantity,
      diffAmount: yuanCell(l.diffFen),
    });
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return { data, name: `三单匹配-${period}.xlsx` };
}
