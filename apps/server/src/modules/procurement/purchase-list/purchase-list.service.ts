import { and, eq, sql } from 'drizzle-orm';
import {
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MSG,
  fenToYuan,
  type PurchaseListAddReport,
  type PurchaseListCartReport,
  type PurchaseListDetail,
  type PurchaseListLineInput,
  type PurchaseLists,
  type PurchaseListSummary,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { badRequest, forbidden, notFound } from '../../../lib/app-error';
import { addCartLines, cartCount } from '../../trade/cart';
import { areaTitleOf, buyerAreaOf } from '../quick-order';
import {
  editableList,
  listCallerOf,
  loadSummaries,
  readableList,
  summaryOf,
  type ListAccess,
  type ListCaller,
} from './purchase-list.access';
import { loadLines, wireLine } from './purchase-list.lines';
import { purchaseListLines, purchaseLists } from './purchase-list.table';

type LineInput = { skuId: number; quantity: number; remark?: string | undefined };

/** One buyer's list operations serialise on this lock (the per-owner limit and name checks). */
const lockOwner = (tx: DbOrTx, ownerId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('purchase_list'), ${ownerId}::int)`);

/** Refuses a name the owner already uses (case-insensitive), other than list `except`. */
async function assertNameFree(tx: DbOrTx, ownerId: number, name: string, except?: number) {
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from purchase_lists where owner_id = ${ownerId} and lower(name) = lower(${name})
        ${except ? sql`and id <> ${except}` : sql``} limit 1`,
  );
  if (taken) throw badRequest(PURCHASE_LIST_MSG.NAME_TAKEN(name));
}

/** Marks a list changed (the lists page shows the latest changed first). */
const touch = (tx: DbOrTx, listId: number) =>
  tx
    .update(purchaseLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(purchaseLists.id, listId));

/**
 * Puts lines into a locked list: a line of a SKU already there takes the new quantity (and the remark when
 * one is given); an unknown SKU is reported. More lines than a list holds refuses the whole call.
 */
export async function upsertLines(
  tx: Tx,
  listId: number,
  lines: readonly LineInput[],
): Promise<PurchaseListAddReport['lines']> {
  const ids = [...new Set(lines.map((l) => l.skuId))];
  const known = new Set(
    (
      await queryRows<{ id: number }>(tx, sql`select id from skus where id = any(${sql.param(ids)}::int[])`)
    ).map((r) => Number(r.id)),
  );
  const present = new Map(
    (
      await queryRows<{ sku_id: number; quantity: number }>(
        tx,
        sql`select sku_id, quantity from purchase_list_lines where list_id = ${listId}`,
      )
    ).map((r) => [Number(r.sku_id), r.quantity]),
  );
  const after = new Set([...present.keys(), ...ids.filter((id) => known.has(id))]).size;
  if (after > PURCHASE_LIST_LIMITS.LINES_PER_LIST) throw badRequest(PURCHASE_LIST_MSG.TOO_MANY_LINES(after));

  const report: PurchaseListAddReport['lines'] = [];
  const write = new Map<number, LineInput>();
  for (const line of lines) {
    if (!known.has(line.skuId)) {
      report.push({ ...pick(line), outcome: 'failed', msg: PURCHASE_LIST_MSG.SKU_UNKNOWN });
      continue;
    }
    const before = write.get(line.skuId)?.quantity ?? present.get(line.skuId);
    write.set(line.skuId, line);
    report.push({
      ...pick(line),
      outcome: before === undefined ? 'added' : 'updated',
      msg:
        before === undefined
          ? '已加入清单'
          : before === line.quantity
            ? '清单中已有，数量不变'
            : `清单中已有，数量由 ${before} 改为 ${line.quantity}`,
    });
  }
  const rows = [...write.values()];
  // At most two statements for every line: with a remark given, and without (the line keeps its own).
  for (const withRemark of [true, false]) {
    const part = rows.filter((r) => (r.remark !== undefined) === withRemark);
    if (!part.length) continue;
    await tx.execute(sql`
      insert into purchase_list_lines (list_id, sku_id, quantity, remark)
      select ${listId}, s, q, r
      from unnest(${sql.param(part.map((r) => r.skuId))}::int[], ${sql.param(part.map((r) => r.quantity))}::int[],
        ${sql.param(part.map((r) => r.remark ?? ''))}::text[]) as t(s, q, r)
      on conflict (list_id, sku_id) do update
        set quantity = excluded.quantity, ${withRemark ? sql`remark = excluded.remark,` : sql``} updated_at = now()`);
  }
  if (rows.length) await touch(tx, listId);
  return report;
}

const pick = (l: LineInput) => ({ skuId: l.skuId, quantity: l.quantity });

/** Purchase lists (常购清单): a buyer's named lists of SKUs and quantities, shared with the company or not. */
export class PurchaseListService {
  constructor(private readonly db: Db) {}

  /** The caller's lists and the ones colleagues share with their company. */
  async lists(userId: number): Promise<PurchaseLists> {
    const caller = await listCallerOf(this.db, userId);
    const all = await loadSummaries(this.db, caller, sql`true`);
    return {
      mine: all.filter((l) => l.mine).map(summaryOf),
      shared: all.filter((l) => !l.mine).map(summaryOf),
      companyName: caller.companyName,
      limits: { lists: PURCHASE_LIST_LIMITS.LISTS_PER_OWNER, lines: PURCHASE_LIST_LIMITS.LINES_PER_LIST },
    };
  }

  /** Creates a list in `tx` for the caller (the per-owner limit, a free name, sharing only for members). */
  async createIn(
    tx: Tx,
    caller: ListCaller,
    input: { name: string; shared?: 0 | 1 | undefined },
  ): Promise<number> {
    if (input.shared === 1 && caller.companyId === null)
      throw forbidden(PURCHASE_LIST_MSG.SHARE_NEEDS_COMPANY);
    await lockOwner(tx, caller.userId);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from purchase_lists where owner_id = ${caller.userId}`,
    );
    if (Number(n) >= PURCHASE_LIST_LIMITS.LISTS_PER_OWNER) throw badRequest(PURCHASE_LIST_MSG.TOO_MANY_LISTS);
    await assertNameFree(tx, caller.userId, input.name);
    try {
      const [row] = await tx
        .insert(purchaseLists)
        .values({
          ownerId: caller.userId,
          name: input.name,
          companyId: input.shared === 1 ? caller.companyId : null,
        })
        .returning({ id: purchaseLists.id });
      return row!.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(PURCHASE_LIST_MSG.NAME_TAKEN(input.name));
      throw err;
    }
  }

  /** Creates a list, with its first lines when given (the picker's 新建清单), in one transaction. */
  async create(
    userId: number,
    input: { name: string; shared?: 0 | 1 | undefined; lines?: PurchaseListLineInput[] | undefined },
  ): Promise<PurchaseListAddReport> {
    const caller = await listCallerOf(this.db, userId);
    return this.db.transaction(async (tx) => {
      const id = await this.createIn(tx, caller, input);
      const lines = input.lines?.length ? await upsertLines(tx, id, input.lines as LineInput[]) : [];
      return this.addReport(tx, caller, id, lines);
    });
  }

  private async addReport(
    tx: DbOrTx,
    caller: ListCaller,
    listId: number,
    lines: PurchaseListAddReport['lines'],
  ): Promise<PurchaseListAddReport> {
    const count = (o: string) => lines.filter((l) => l.outcome === o).length;
    return {
      list: summaryOf(await readableList(tx, caller, listId)),
      added: count('added'),
      updated: count('updated'),
      failed: count('failed'),
      lines,
    };
  }

  /** Renames a list or changes its sharing (the sharing: its owner only). */
  async update(
    userId: number,
    input: { id: number; name?: string | undefined; shared?: 0 | 1 | undefined },
  ): Promise<PurchaseListSummary> {
    const caller = await listCallerOf(this.db, userId);
    return this.db.transaction(async (tx) => {
      const list = await editableList(tx, caller, input.id);
      const set: Partial<typeof purchaseLists.$inferInsert> = {};
      if (input.shared !== undefined && input.shared !== (list.shared ? 1 : 0)) {
        if (!list.mine) throw forbidden(PURCHASE_LIST_MSG.SHARE_OWNER_ONLY);
        if (input.shared === 1 && caller.companyId === null)
          throw forbidden(PURCHASE_LIST_MSG.SHARE_NEEDS_COMPANY);
        set.companyId = input.shared === 1 ? caller.companyId : null;
      }
      if (input.name !== undefined && input.name !== list.name) {
        await lockOwner(tx, list.ownerId);
        await assertNameFree(tx, list.ownerId, input.name, list.id);
        set.name = input.name;
      }
      if (Object.keys(set).length) {
        try {
          await tx
            .update(purchaseLists)
            .set({ ...set, updatedAt: sql`now()` })
            .where(eq(purchaseLists.id, list.id));
        } catch (err) {
          if (isUniqueViolation(err)) throw badRequest(PURCHASE_LIST_MSG.NAME_TAKEN(input.name ?? ''));
          throw err;
        }
      }
      return summaryOf(await readableList(tx, caller, list.id));
    });
  }

  /** Deletes a list and its lines. */
  async remove(userId: number, id: number): Promise<void> {
    const caller = await listCallerOf(this.db, userId);
    await this.db.transaction(async (tx) => {
      const list = await editableList(tx, caller, id);
      await tx.delete(purchaseListLines).where(eq(purchaseListLines.listId, list.id));
      await tx.delete(purchaseLists).where(eq(purchaseLists.id, list.id));
    });
  }

  /** A list with every line's current price, stock state and rules in the caller's area. */
  async detail(userId: number, id: number, chosenArea: string): Promise<PurchaseListDetail> {
    const caller = await listCallerOf(this.db, userId);
    const list = await readableList(this.db, caller, id);
    return this.detailOf(list, await buyerAreaOf(this.db, userId, chosenArea), userId);
  }

  private async detailOf(list: ListAccess, areaCode: string, viewerId: number): Promise<PurchaseListDetail> {
    const lines = await loadLines(this.db, list.id, areaCode, undefined, viewerId);
    const ready = lines.filter((l) => l.reason === null);
    return {
      ...summaryOf(list),
      lineCount: lines.length,
      areaCode,
      areaName: areaTitleOf(areaCode),
      lines: lines.map(wireLine),
      readyLines: ready.length,
      readyAmount: fenToYuan(ready.reduce((n, l) => n + l.priceFen * l.quantity, 0)),
    };
  }

  /** Adds lines to a list the caller may change (from a product, the cart or an order), reported per line. */
  async addLines(
    userId: number,
    listId: number,
    lines: PurchaseListLineInput[],
  ): Promise<PurchaseListAddReport> {
    const caller = await listCallerOf(this.db, userId);
    return this.db.transaction(async (tx) => {
      const list = await editableList(tx, caller, listId);
      const report = await upsertLines(tx, list.id, lines as LineInput[]);
      return this.addReport(tx, caller, list.id, report);
    });
  }

  /** Changes one line's quantity and/or remark; answers the list as it now is. */
  async editLine(
    userId: number,
    input: { listId: number; lineId: number; quantity?: number | undefined; remark?: string | undefined },
    chosenArea: string,
  ): Promise<PurchaseListDetail> {
    return this.changeLines(userId, input.listId, chosenArea, (tx, list) =>
      tx
        .update(purchaseListLines)
        .set({
          ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
          ...(input.remark !== undefined ? { remark: input.remark } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(purchaseListLines.listId, list.id), eq(purchaseListLines.id, input.lineId)))
        .returning({ id: purchaseListLines.id }),
    );
  }

  /** Removes lines from a list (404 when none of them is in it); answers the list as it now is. */
  async removeLines(
    userId: number,
    listId: number,
    lineIds: number[],
    chosenArea: string,
  ): Promise<PurchaseListDetail> {
    return this.changeLines(userId, listId, chosenArea, (tx, list) =>
      tx
        .delete(purchaseListLines)
        .where(
          and(
            eq(purchaseListLines.listId, list.id),
            sql`${purchaseListLines.id} = any(${sql.param(lineIds)}::bigint[])`,
          ),
        )
        .returning({ id: purchaseListLines.id }),
    );
  }

  /**
   * Changes lines of a list the caller may edit, in one transaction (404 when the change touches none of
   * them); answers the list as it now is.
   */
  private async changeLines(
    userId: number,
    listId: number,
    chosenArea: string,
    change: (tx: Tx, list: ListAccess) => Promise<unknown[]>,
  ): Promise<PurchaseListDetail> {
    const caller = await listCallerOf(this.db, userId);
    const list = await this.db.transaction(async (tx) => {
      const list = await editableList(tx, caller, listId);
      if (!(await change(tx, list)).length) throw notFound(PURCHASE_LIST_MSG.LINE_NOT_FOUND);
      await touch(tx, list.id);
      return list;
    });
    return this.detailOf(list, await buyerAreaOf(this.db, userId, chosenArea), userId);
  }

  /**
   * Puts the whole list (or the chosen lines) into the caller's own cart in ONE transaction, each line
   * through the cart's own add in a savepoint: a line off the shelf, not sold in the area, out of stock or
   * breaking the rules is reported with the cart's message and the others still go in together.
   */
  async addToCart(
    userId: number,
    listId: number,
    lineIds: number[] | undefined,
    chosenArea: string,
  ): Promise<PurchaseListCartReport> {
    const caller = await listCallerOf(this.db, userId);
    const list = await readableList(this.db, caller, listId);
    const areaCode = await buyerAreaOf(this.db, userId, chosenArea);
    const lines = await loadLines(this.db, list.id, areaCode, lineIds, userId);
    if (!lines.length) {
      if (lineIds) throw notFound(PURCHASE_LIST_MSG.LINE_NOT_FOUND);
      throw badRequest(PURCHASE_LIST_MSG.EMPTY_LIST);
    }
    return this.db.transaction(async (tx) => {
      const outcomes = await addCartLines(tx, userId, lines, areaCode);
      const report = lines.map((l, i) => ({
        lineId: l.id,
        skuId: l.skuId,
        title: l.title,
        quantity: l.quantity,
        ...outcomes[i]!,
      }));
      const added = report.filter((l) => l.ok).length;
      return { added, failed: report.length - added, cartNum: await cartCount(tx, userId), lines: report };
    });
  }

  /** 404 when the caller cannot see the list, 403 when they may only read it. */
  async assertEditable(userId: number, listId: number): Promise<void> {
    await editableList(this.db, await listCallerOf(this.db, userId), listId, false);
  }

  /** The list as it is exported (the caller may read it). */
  exportDetail(userId: number, id: number, chosenArea: string): Promise<PurchaseListDetail> {
    return this.detail(userId, id, chosenArea);
  }
}
