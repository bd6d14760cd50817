import { yuanToFen, type InvoiceDetail, type InvoiceListItem } from '@mall/shared';
import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/app-error';
import type { InvoiceService } from '../../finance/invoice';
import type { OpenBuyer } from './buyer-caller';
import { assertCompanyOrders, companyOrderNos } from './company-orders';
import { invoiceXml } from './invoice-xml';

/** An invoice as the API answers it: 价税合计 in 分, whether its files can be downloaded. */
function invoiceView({
  kind: _kind,
  sellerId: _sellerId,
  typeLabel,
  statusLabel,
  totalAmount,
  companyName,
  taxNo,
  sellerName,
  poNumbers,
  hasPdf,
  ...same
}: InvoiceListItem) {
  return {
    ...same,
    typeText: typeLabel,
    statusText: statusLabel,
    totalFen: yuanToFen(totalAmount),
    buyerName: companyName,
    buyerTaxNo: taxNo,
    seller: sellerName,
    poNumbers: poNumbers ?? [],
    hasFiles: hasPdf,
  };
}

/**
 * Invoices for a company's app: the list, and an issued electronic invoice's PDF and XML. The buyer's own
 * invoice service answers, as the app's acting member (who applied for them in the personal centre); an
 * invoice over orders that are not the company's is not the app's (404, and left out of the list).
 */
export class OpenBuyerInvoices {
  constructor(
    private readonly db: Db,
    private readonly invoices: InvoiceService,
  ) {}

  /** The member's invoices over the company's orders, newest first. */
  async list(buyer: OpenBuyer, q: { status?: number; page: number; size: number }) {
    const found = await this.invoices.list(buyer.agentUserId, {
      status: q.status,
      pageNum: q.page,
      pageSize: q.size,
    });
    const ours = await companyOrderNos(
      this.db,
      buyer.companyId,
      found.list.flatMap((i) => i.orderNos),
    );
    return {
      items: found.list.filter((i) => i.orderNos.every((no) => ours.has(no))).map(invoiceView),
      page: q.page,
      size: q.size,
      more: q.page * q.size < found.total,
    };
  }

  /** The PDF of an issued electronic invoice (409 for paper ones and before issue). */
  async pdf(buyer: OpenBuyer, id: number) {
    await this.detail(buyer, id);
    return this.invoices.pdf({ id, userId: buyer.agentUserId });
  }

  /** The XML of an issued electronic invoice (409 as for its PDF). */
  async xml(buyer: OpenBuyer, id: number): Promise<{ data: Buffer; fileName: string }> {
    const d = await this.detail(buyer, id);
    if (d.type !== 2) throw conflict('纸质发票没有电子版文件');
    if (!d.hasPdf) throw conflict('发票尚未开具');
    return { data: Buffer.from(invoiceXml(d)), fileName: `invoice-${d.invoiceNo ?? d.applyNo}.xml` };
  }

  private async detail(buyer: OpenBuyer, id: number): Promise<InvoiceDetail> {
    const d = await this.invoices.detail({ id, userId: buyer.agentUserId });
    await assertCompanyOrders(this.db, buyer.companyId, d.orderNos, '发票不存在');
    return d;
  }
}
