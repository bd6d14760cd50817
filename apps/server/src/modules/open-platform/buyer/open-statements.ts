import { yuanToFen, type CreditStatement } from '@mall/shared';
import { notFound } from '../../../lib/app-error';
import type { CreditService } from '../../finance/credit';
import type { OpenBuyer } from './buyer-caller';

/** A statement (and what else `S` holds) as the API answers it: money in 分. */
function statementView<S extends CreditStatement>({
  companyId: _companyId,
  companyName: _companyName,
  statusLabel,
  openingBalance,
  ordersAmount,
  refundsAmount,
  repaymentsAmount,
  closingBalance,
  amountDue,
  paidAmount,
  outstanding,
  ...same
}: S) {
  return {
    ...same,
    statusText: statusLabel,
    openingBalanceFen: yuanToFen(openingBalance),
    ordersFen: yuanToFen(ordersAmount),
    refundsFen: yuanToFen(refundsAmount),
    repaymentsFen: yuanToFen(repaymentsAmount),
    closingBalanceFen: yuanToFen(closingBalance),
    amountDueFen: yuanToFen(amountDue),
    paidFen: yuanToFen(paidAmount),
    outstandingFen: yuanToFen(outstanding),
  };
}

/**
 * Credit statements (对账单) of a company's app: the list and one statement's lines. The company's own credit
 * service answers, as the app's acting member (its 管理员 or 财务: another role is refused 403).
 */
export class OpenBuyerStatements {
  constructor(private readonly credit: CreditService['company']) {}

  /** The company's statements, the latest period first (reissued ones replace those they void). */
  async list(buyer: OpenBuyer, page: number, size: number) {
    const found = await this.credit.companyStatements(buyer.agentUserId, { pageNum: page, pageSize: size });
    return {
      items: found.list.filter((s) => s.companyId === buyer.companyId).map(statementView),
      page,
      size,
      more: page * size < found.total,
    };
  }

  /** One statement with its lines: orders shipped, refunds and repayments of the period. */
  async lines(buyer: OpenBuyer, id: number) {
    const s = await this.credit.companyStatement(buyer.agentUserId, id);
    if (s.companyId !== buyer.companyId) throw notFound('对账单不存在');
    return {
      ...statementView(s),
      lines: s.lines.map((l) => ({
        kind: l.kind,
        kindText: l.kindLabel,
        orderNo: l.orderNo,
        poNumber: l.poNumber,
        buyerName: l.buyerName,
        date: l.date,
        amountFen: yuanToFen(l.amount),
        note: l.note,
      })),
    };
  }
}
