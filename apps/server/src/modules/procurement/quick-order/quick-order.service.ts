import { sql } from 'drizzle-orm';
import {
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MSG,
  QUICK_ORDER_OUTCOMES,
  parseQuickOrderRows,
  parseQuickOrderText,
  type ParsedQuickList,
  type QuickOrderCartReport,
  type QuickOrderMatch,
  type QuickOrderOutcome,
  type QuickSourceRow,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { addCartLines, cartCount } from '../../trade/cart';
import { areaTitleOf, buyerAreaOf } from './buyer-area';
import type { SearchEngine } from '../../catalogue/search';
import { matchLines } from './quick-order.match';

/** The quick order pad: match a list against the catalogue, put the chosen lines in the cart. */
export class QuickOrderService {
  constructor(
    private readonly db: Db,
    private readonly engine: SearchEngine,
  ) {}

  /** Matches a pasted list (text) for the buyer. */
  matchText(userId: number, text: string, areaCode: string): Promise<QuickOrderMatch> {
    return this.match(userId, parseQuickOrderText(text), areaCode);
  }

  /** Matches the rows of an uploaded spreadsheet for the buyer. */
  matchRows(userId: number, rows: readonly QuickSourceRow[], areaCode: string): Promise<QuickOrderMatch> {
    return this.match(userId, parseQuickOrderRows(rows), areaCode);
  }

  private async match(userId: number, list: ParsedQuickList, chosenArea: string): Promise<QuickOrderMatch> {
    if (!list.lines.length) throw badRequest(QUICK_ORDER_MSG.EMPTY);
    if (list.lines.length > QUICK_ORDER_MAX_LINES)
      throw badRequest(QUICK_ORDER_MSG.TOO_MANY(list.lines.length));
    const areaCode = await buyerAreaOf(this.db, userId, chosenArea);
    const areaName = areaTitleOf(areaCode);
    const lines = await matchLines(this.db, this.engine, list.lines, areaCode, areaName, userId);
    const summary = Object.fromEntries(QUICK_ORDER_OUTCOMES.map((o) => [o, 0])) as Record<
      QuickOrderOutcome,
      number
    >;
    for (const l of lines) summary[l.outcome]++;
    return { areaCode, areaName, lines, summary, headerSkipped: list.headerSkipped };
  }

  /**
   * Adds the lines to the buyer's cart in one transaction: each line through the cart's own add (shelf,
   * area, moq/step/stock on the resulting quantity, the cart's line limit) in a savepoint, so a refused
   * line is reported and the others still go in together.
   */
  async addToCart(
    userId: number,
    lines: readonly { skuId: number; quantity: number }[],
    chosenArea: string,
  ): Promise<QuickOrderCartReport> {
    const areaCode = await buyerAreaOf(this.db, userId, chosenArea);
    return this.db.transaction(async (tx) => {
      const outcomes = await addCartLines(tx, userId, lines, areaCode);
      const report = lines.map((line, i) => ({ ...line, ...outcomes[i]! }));
      const added = report.filter((l) => l.ok).length;
      return { added, failed: report.length - added, cartNum: await cartCount(tx, userId), lines: report };
    });
  }

  /** Two SKU codes of the catalogue for the template's example rows (on the shelf, sold everywhere). */
  async templateExamples(): Promise<[string, number][]> {
    const rows = await queryRows<{ code: string; model_no: string; moq: number }>(
      this.db,
      sql`select k.code, p.model_no, p.moq from skus k join products p on p.id = k.product_id
          where p.on_shelf and '0000' = any(p.sales_area_codes) order by p.sales_count desc, k.id limit 2`,
    );
    const [first, second] = rows;
    return first && second
      ? [
          [first.code, first.moq],
          [second.model_no, second.moq * 2],
        ]
      : [
          ['（商品编码）', 1],
          ['（型号或名称）', 1],
        ];
  }
}
