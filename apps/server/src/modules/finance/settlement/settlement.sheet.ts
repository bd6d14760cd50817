import { SETTLEMENT_LINE_KIND_LABEL, type SettlementDetail } from '@mall/shared';
import { chinaTimeText } from '../../../lib/china-day';
import { headedBook, yuanCell } from '../../../lib/xlsx';
import { SETTLEMENT_LINE_KIND } from './settlement.table';

/** The statement as an .xlsx workbook: the summary, then one row per order line; money as numbers. */
export async function settlementWorkbook(s: SettlementDetail): Promise<{ data: Buffer; name: string }> {
  const { book, sheet } = headedBook('结算单', [
    { header: '类型', key: 'kind', width: 26 },
    { header: '订单号', key: 'orderNo', width: 22 },
    { header: '完成时间', key: 'completedAt', width: 18 },
    { header: '商品', key: 'title', width: 40 },
    { header: '一级类目', key: 'category', width: 14 },
    { header: '佣金比例', key: 'rate', width: 10 },
    { header: '订单金额（元）', key: 'amount', width: 15 },
    { header: '退款（元）', key: 'refund', width: 12 },
    { header: '佣金（元）', key: 'commission', width: 12 },
    { header: '应结（元）', key: 'payable', width: 14 },
  ]);
  for (const l of s.lines)
    sheet.addRow({
      kind:
        l.kind === SETTLEMENT_LINE_KIND.ADJUSTMENT
          ? `退款调整（${l.adjustsStatementNo}）`
          : SETTLEMENT_LINE_KIND_LABEL[l.kind],
      orderNo: l.orderNo,
      completedAt: chinaTimeText(l.completedAt),
      title: l.title,
      category: l.categoryTitle,
      rate: `${(l.rateBp / 100).toFixed(2)}%`,
      amount: yuanCell(l.amountFen),
      refund: yuanCell(l.refundFen),
      commission: yuanCell(l.commissionFen),
      payable: yuanCell(l.payableFen),
    });
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
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return { data, name: `结算单-${s.statementNo}.xlsx` };
}
