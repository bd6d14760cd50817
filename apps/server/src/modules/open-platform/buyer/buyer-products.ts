import { OPEN_CODE, OPEN_MSG } from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { companyCodePage, lineMaterialCodes } from '../../procurement/material-code';
import { deliveryDays } from '../../catalogue/region';
import { taxFactsOfSkus } from '../../catalogue/tax-code';
import type { OpenBuyer } from './buyer-caller';
import {
  buyableSkuFacts,
  latestChange,
  poolSkus,
  skuChangesSince,
  type BuyerBatchReads,
} from '../../catalogue/changes';

/** SKUs per batch call (price, stock). */
const BATCH_MAX = 100;
/** Rows per page of the pool and its change feed. */
export const PAGE_MAX = 10_000;

/** Batch limit as the platform's own code (40002), not a schema refusal. */
function checkBatch(skuIds: readonly number[]): number[] {
  if (skuIds.length > BATCH_MAX)
    throw new AppError(400, OPEN_MSG.BATCH_TOO_LARGE(BATCH_MAX), OPEN_CODE.BATCH_TOO_LARGE);
  return [...new Set(skuIds)];
}

const badCursor = () => new AppError(400, OPEN_MSG.CURSOR, OPEN_CODE.BAD_REQUEST);

/** A feed position as text: `{seq}-{skuId}`. */
const feedCursor = (p: { seq: number; skuId: number }) => `${p.seq}-${p.skuId}`;

function readFeedCursor(cursor: string | undefined): { seq: number; skuId: number } {
  if (!cursor) return { seq: 0, skuId: 0 };
  const match = /^(\d{1,15})-(\d{1,10})$/.exec(cursor);
  if (!match) throw badCursor();
  return { seq: Number(match[1]), skuId: Number(match[2]) };
}

function readPoolCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  if (!/^\d{1,10}$/.test(cursor)) throw badCursor();
  return Number(cursor);
}

/**
 * The buyer API's catalogue calls, acting as the app's member: the pool a page at a time, its changes in
 * order, a SKU's facts, and batch prices and stock (agreement prices and pool of the member's company).
 */
export class OpenBuyerProducts {
  constructor(
    private readonly db: Db,
    private readonly batch: BuyerBatchReads,
  ) {}

  /** The pool by SKU id; `feedCursor` is where to follow its changes after a full pull (keep the first page's). */
  async pool(agentUserId: number, cursor: string | undefined, size: number) {
    const after = readPoolCursor(cursor);
    const latest = await latestChange(this.db);
    const rows = await poolSkus(this.db, agentUserId, after, size);
    const last = rows.at(-1);
    return {
      items: rows,
      nextCursor: rows.length === size && last ? String(last.skuId) : null,
      feedCursor: feedCursor(latest),
    };
  }

  /** Changes after `cursor`, oldest first; `cursor` in the answer is where the next call starts. */
  async changes(agentUserId: number, cursor: string | undefined, size: number) {
    const after = readFeedCursor(cursor);
    const rows = await skuChangesSince(this.db, agentUserId, after, size);
    const last = rows.at(-1);
    return {
      items: rows,
      cursor: last ? feedCursor(last) : feedCursor(after),
      more: rows.length === size,
    };
  }

  /**
   * One SKU's facts with its price for the company, its 税收分类编码 (the product's or its category's; null
   * while it has none) and the company's own code for it (客户物料编码, null when it keeps none), or 404 when
   * it is not in the company's pool.
   */
  async detail(buyer: OpenBuyer, skuId: number) {
    const facts = (await buyableSkuFacts(this.db, buyer.agentUserId, [skuId])).get(skuId);
    if (!facts) throw new AppError(404, OPEN_MSG.SKU_NOT_FOUND, OPEN_CODE.NOT_FOUND);
    const [{ items }, codes, [tax]] = await Promise.all([
      this.prices(buyer.agentUserId, [skuId]),
      lineMaterialCodes(this.db, { companyId: buyer.companyId }, [skuId]),
      taxFactsOfSkus(this.db, [skuId]),
    ]);
    return {
      ...facts,
      taxCode:
        tax?.code && tax.rate ? { code: tax.code, shortName: tax.shortName ?? '', rate: tax.rate } : null,
      materialCode: codes.get(skuId) ?? null,
      price: items[0]!,
    };
  }

  /**
   * The company's material codes by id (the cursor is the last id of the page before), or the one `code`
   * names: its ERP maps its codes onto our SKUs with them.
   */
  async materialCodes(buyer: OpenBuyer, q: { cursor?: string; size: number; code?: string }) {
    const afterId = readPoolCursor(q.cursor);
    const rows = await companyCodePage(this.db, buyer.companyId, { afterId, size: q.size, code: q.code });
    const last = rows.at(-1);
    return { items: rows, nextCursor: rows.length === q.size && last ? String(last.id) : null };
  }

  /**
   * List, agreement and tier prices of up to 100 SKUs; the ones not in the pool are listed as missing.
   * From this process's copies (catalogue's BuyerBatchReads); each item's fields in the order of the route's response schema.
   */
  async prices(agentUserId: number, skuIds: readonly number[]) {
    const ids = checkBatch(skuIds);
    const found = await this.batch.prices(agentUserId, ids);
    const items = [];
    const missing: number[] = [];
    for (const id of ids) {
      const p = found.get(id);
      if (!p) missing.push(id);
      else
        items.push({
          skuId: id,
          listPriceFen: p.listFen,
          agreementPriceFen: p.agreementFen,
          priceFen: p.unitFen,
          source: p.source,
          tiers: p.tiers.map((t) => ({ minQuantity: t.minQuantity, priceFen: t.priceFen })),
        });
    }
    return { items, missing };
  }

  /** Stock of up to 100 SKUs for a province, as checkout would count it there. */
  async stock(agentUserId: number, skuIds: readonly number[], areaCode: string) {
    const ids = checkBatch(skuIds);
    const stocks = await this.batch.stocks(agentUserId, ids, areaCode);
    return {
      areaCode,
      items: ids
        .filter((id) => stocks.has(id))
        .map((id) => {
          const s = stocks.get(id)!;
          const state: 'in_stock' | 'out_of_stock' | 'not_sold' = !s.soldInArea
            ? 'not_sold'
            : s.quantity > 0
              ? 'in_stock'
              : 'out_of_stock';
          return {
            skuId: id,
            state,
            quantity: s.soldInArea ? s.quantity : 0,
            /** Days to deliver, as the product page says them for the province. */
            leadDays: state === 'in_stock' ? deliveryDays(areaCode, s.fromArea) : null,
          };
        }),
      missing: ids.filter((id) => !stocks.has(id)),
    };
  }
}
