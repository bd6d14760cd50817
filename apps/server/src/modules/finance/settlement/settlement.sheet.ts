import { SETTLEMENT_LINE_KIND_LABEL, type SettlementDetail } from '@mall/shared';
import { chinaTimeText } from '../../../lib/china-day';
import { listBook, xlsxBytes, yuanCell, type ListColumn } from '../../../lib/xlsx';
import { SETTLEMENT_LINE_KIND } from './settlement.table';

type Line = SettlementDetail['lines'][number];

const COLUMNS: ListColumn<Line>[] = [
  {
    header: '类型',
    key: 'kind',
    width: 26,
    value: (l) =>
      l.kind === SETTLEMENT_LINE_KIND.ADJUSTMENT
        ? `退款调整（${l.adjustsStatementNo}）`
        : SETTLEMENT_LINE_KIND_LABEL[l.kind],
  },
  { header: '订单号', width: 22, value: (l) => l.orderNo },
  { header: '完成时间', width: 18, value: (l) => chinaTimeText(l.completedAt) },
  { header: '商品', width: 40, value: (l) => l.title },
  { header: '一级类目', width: 14, value: (l) => l.categoryTitle },
  { header: '佣金比例', width: 10, value: (l) => `${(l.rateBp / 100).toFixed(2)}%` },
  { header: '订单金额（元）', key: 'amount', width: 15, value: (l) => yuanCell(l.amountFen) },
  { header: '退款（元）', key: 'refund', width: 12, value: (l) => yuanCell(l.refundFen) },
  { header: '佣金（元）', key: 'commission', width: 12, value: (l) => yuanCell(l.commissionFen) },
  { header: '应结（元）', key: 'payable', width: 14, value: (l) => yuanCell(l.payableFen) },
];

/** The statement as an .xlsx workbook: the summary, then one row per order line; money as numbers. */
export async function settlementWorkbook(s: SettlementDetail): Promise<{ data: Buffer; name: string }> {
  const { book, sheet } = listBook('结算单', COLUMNS, s.lines);
  const total = sheet.addRow({
    kind: `合计（${s.orderCount} 笔订单）`,
    amount: yuanCell(s.completedFen),
    refund: yuanCell(s.refundFen),
    commission: yuanCell(s.commissionFen),
    payable: yuanCell(s.payableFen),
  });
  total.font = { bold: true };
  for (const key of ['amount', 'refund', 'commission', 'payable']) sheet.getColumn(key).numFmt = '#,##0.00';
  sheet.insertRow(1, [
    `结算单 ${s.statementNo}  店铺：${s.merchantName}  结算周期：${s.period}  状态：${s.statusLabel}`,
  ]);
  sheet.getRow(1).font = { bold: true, size: 13 };
  return { data: await xlsxBytes(book), name: `结算单-${s.statementNo}.xlsx` };
}
