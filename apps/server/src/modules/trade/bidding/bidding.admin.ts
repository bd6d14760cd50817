import { sql } from 'drizzle-orm';
import { fenToYuan, type biddingQuoteBody } from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { biddingQuotes } from './bidding.table';
import { assertQuotable, findBidding, quoteLines, skuTitles } from './bidding.core';
import { recordQuoted } from './bidding.events';
import { chinaDateAfter } from '../../../lib/china-day';

// The operators' face of a bidding request: the platform's own (自营) quote. Operators read the list and the
// detail through the buyer's reads, unscoped.

/** Quotes come from the platform itself (operators); merchants may quote later under their own name. */
const PLATFORM_SUPPLIER = '工业品商城自营';

/** An operator's quote: one SKU and unit price per request line, while the request is 进行中. */
export async function operatorQuote(db: Db, op: AuditActor, body: z.output<typeof biddingQuoteBody>) {
  const row = await findBidding(db, null, body.id);
  assertQuotable(row);
  const wantedNos = row.lines.map((l) => l.lineNo).sort((a, b) => a - b);
  const givenNos = body.lines.map((l) => l.lineNo).sort((a, b) => a - b);
  if (wantedNos.join() !== givenNos.join()) throw badRequest('报价须覆盖竞价单的每一条明细，且每条只报一次');
  const skuIds = body.lines.map((l) => l.skuId);
  if (new Set(skuIds).size !== skuIds.length) throw badRequest('不同明细不能报同一商品规格');
  const found = await queryRows<{ id: number; merchant_id: number }>(
    db,
    sql`select s.id, p.merchant_id from skus s join products p on p.id = s.product_id
        where s.id = any(${sql.param(skuIds)}::int[])`,
  );
  const foundIds = new Set(found.map((r) => Number(r.id)));
  const missing = skuIds.filter((s) => !foundIds.has(s));
  if (missing.length) throw badRequest(`商品规格不存在：${missing.join('、')}`);
  // 自营 quotes name the platform's own SKUs: the order of an awarded line goes to the SKU's seller.
  const shops = found.filter((r) => Number(r.merchant_id) !== 0).map((r) => Number(r.id));
  if (shops.length) throw badRequest(`自营报价只能选择自营商品，商品规格属于入驻商家：${shops.join('、')}`);
  const { lines, totalFen } = quoteLines(row, body.lines, await skuTitles(db, skuIds));
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(biddingQuotes)
      .values({
        requestId: row.id,
        operatorId: op.operatorId,
        supplierName: PLATFORM_SUPPLIER,
        lines,
        totalFen,
        deliveryDays: body.deliveryDays,
        validUntil: chinaDateAfter(body.validDays),
        remark: body.remark,
      })
      .returning({ id: biddingQuotes.id });
    // 收到新的报价 is told by the notification service (bidding.quoted, from the outbox): 站内信, mail.
    await recordQuoted(tx, row, {
      merchantId: 0,
      supplierName: PLATFORM_SUPPLIER,
      totalFen,
      deliveryDays: body.deliveryDays,
    });
    await recordAudit(tx, op, {
      action: 'bidding.quote',
      targetType: 'bidding',
      targetId: row.biddingNo,
      summary: `竞价单 ${row.biddingNo} 报价 ¥${fenToYuan(totalFen)}，交货期 ${body.deliveryDays} 天`,
      before: null,
      after: { quoteId: quote!.id, lines, totalFen, deliveryDays: body.deliveryDays, remark: body.remark },
    });
    return { quoteId: quote!.id };
  });
}
