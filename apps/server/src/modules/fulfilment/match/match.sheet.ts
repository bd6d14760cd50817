import type { MatchLine } from '@mall/shared';
import { chinaTimeText } from '../../../lib/china-day';
import { listBook, xlsxBytes, yuanCell, type ListColumn } from '../../../lib/xlsx';

const COLUMNS: ListColumn<MatchLine>[] = [
  { header: '订单号', width: 22, value: (l) => l.orderNo },
  { header: '下单时间', width: 18, value: (l) => chinaTimeText(l.orderedAt) },
  { header: '商品', width: 40, value: (l) => l.title },
  { header: '单位', width: 8, value: (l) => l.unit },
  { header: '单价（元）', width: 12, value: (l) => yuanCell(l.priceFen) },
  { header: '订购数量', width: 10, value: (l) => l.orderedQuantity },
  { header: '订购金额（元）', width: 15, value: (l) => yuanCell(l.orderedFen) },
  { header: '验收数量', width: 10, value: (l) => l.receivedQuantity },
  { header: '开票数量', width: 10, value: (l) => l.invoicedQuantity },
  { header: '开票金额（元）', width: 15, value: (l) => yuanCell(l.invoicedFen) },
  { header: '状态', width: 10, value: (l) => l.status },
  { header: '数量差异', width: 10, value: (l) => l.diffQuantity },
  { header: '金额差异（元）', width: 15, value: (l) => yuanCell(l.diffFen) },
];

/** The match board as an .xlsx workbook: one row per order line; money in yuan as numbers. */
export async function matchWorkbook(
  lines: MatchLine[],
  period: string,
): Promise<{ data: Buffer; name: string }> {
  const { book } = listBook('三单匹配', COLUMNS, lines);
  return { data: await xlsxBytes(book), name: `三单匹配-${period}.xlsx` };
}
