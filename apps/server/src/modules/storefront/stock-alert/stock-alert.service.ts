import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fenToYuan,
  STOCK_ALERT_MAX_WAITING,
  STOCK_ALERT_MSG,
  STOCK_ALERT_STATE,
  STOCK_ALERT_STATE_LABEL,
  type StockAlertItem,
  type stockAlertListBody,
  type StockAlertPage,
  type StockAlertState,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { productImagePath } from '../../catalogue/media';
import { areaScope, resolveAreaCode } from '../../catalogue/region';
import type { StockAlertNotifier } from './stock-alert.notify';
import { areaNameOf, blockedBy, specText, type AlertSkuRow } from './stock-alert.rules';

const p = (values: unknown[]) => sql.param(values);

/** What the storefront shows of an alert: the SKU now, in the alert's area. */
type AlertRow = AlertSkuRow & {
  state: number;
  created_at: string | Date;
  notified_at: string | Date | null;
  price_fen: number;
  images: string[];
};

/** The columns of an alert and its SKU as it stands in the alert's area (aliases sa, k, p, a). */
const ALERT_COLUMNS = sql`sa.id, sa.sku_id, k.product_id, sa.area_code, sa.state, sa.created_at, sa.notified_at,
  k.code, k.spec, k.price_fen, p.title, p.unit, p.images, p.on_shelf, p.sales_area_codes, p.moq, p.step,
  coalesce(a.stock, k.stock) as stock`;
const ALERT_FROM = sql`stock_alerts sa join skus k on k.id = sa.sku_id join products p on p.id = k.product_id
  left join sku_area_stocks a on a.sku_id = k.id and a.area_code = sa.area_code`;

const iso = (v: string | Date) => new Date(v).toISOString();

function toItem(r: AlertRow): StockAlertItem {
  return {
    id: r.id,
    skuId: r.sku_id,
    productId: r.product_id,
    title: r.title,
    code: r.code,
    spec: specText(r.spec),
    image: r.images[0] ?? productImagePath(r.product_id),
    unit: r.unit,
    price: fenToYuan(r.price_fen),
    areaCode: r.area_code,
    areaName: areaNameOf(r.area_code),
    state: r.state,
    stateLabel: STOCK_ALERT_STATE_LABEL[r.state as StockAlertState] ?? '',
    available: blockedBy(r) === null,
    createdAt: iso(r.created_at),
    notifiedAt: r.notified_at ? iso(r.notified_at) : null,
  };
}

async function loadAlert(db: DbOrTx, userId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await queryRows<AlertRow>(
    db,
    sql`select ${ALERT_COLUMNS} from ${ALERT_FROM} where sa.id = ${id} and sa.user_id = ${userId}`,
  );
  return row;
}

/** A buyer's back-in-stock alerts: subscribe, list, cancel, and which SKUs of a page are subscribed. */
export class StockAlertService {
  constructor(
    private readonly db: Db,
    private readonly notifier: StockAlertNotifier,
  ) {}

  /**
   * 到货通知: subscribes the buyer to a SKU that cannot be bought in the area for want of stock. Refused (400)
   * for a SKU in stock, off the shelf or not sold in the area; subscribing again answers the same alert.
   */
  async subscribe(
    userId: number,
    skuId: number,
    areaInput: string,
  ): Promise<{ item: StockAlertItem; repeated: boolean }> {
    const areaCode = resolveAreaCode(areaInput);
    const [facts] = await queryRows<Omit<AlertRow, 'id' | 'state' | 'created_at' | 'notified_at'>>(
      this.db,
      sql`select k.id as sku_id, k.product_id, ${areaCode}::text as area_code, k.code, k.spec, k.price_fen,
            p.title, p.unit, p.images, p.on_shelf, p.sales_area_codes, p.moq, p.step,
            coalesce(a.stock, k.stock) as stock
          from skus k join products p on p.id = k.product_id
          left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${areaCode}
          where k.id = ${skuId}`,
    );
    if (!facts) throw notFound(STOCK_ALERT_MSG.SKU_NOT_FOUND);
    if (!facts.on_shelf) throw badRequest(STOCK_ALERT_MSG.OFF_SHELF);
    if (!areaScope(areaCode).includes(facts.sales_area_codes)) throw badRequest(STOCK_ALERT_MSG.NOT_IN_AREA);
    if (blockedBy(facts) === null) throw badRequest(STOCK_ALERT_MSG.IN_STOCK);

    const { id, repeated } = await this.db.transaction(async (tx) => {
      const [existing] = await queryRows<{ id: number; state: number }>(
        tx,
        sql`select id, state from stock_alerts where user_id = ${userId} and sku_id = ${skuId}
            and area_code = ${areaCode}`,
      );
      if (existing?.state === STOCK_ALERT_STATE.WAITING) return { id: existing.id, repeated: true };
      const [waiting] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from stock_alerts where user_id = ${userId} and state = 1`,
      );
      if ((waiting?.n ?? 0) >= STOCK_ALERT_MAX_WAITING) throw badRequest(STOCK_ALERT_MSG.TOO_MANY);
      // Two subscribes at once: one inserts, the other finds the row waiting and changes nothing.
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into stock_alerts (user_id, sku_id, area_code) values (${userId}, ${skuId}, ${areaCode})
            on conflict (user_id, sku_id, area_code) do update
              set state = 1, created_at = now(), updated_at = now(), notified_at = null
              where stock_alerts.state <> 1
            returning id`,
      );
      if (row) return { id: row.id, repeated: false };
      const [again] = await queryRows<{ id: number }>(
        tx,
        sql`select id from stock_alerts where user_id = ${userId} and sku_id = ${skuId}
            and area_code = ${areaCode}`,
      );
      return { id: again!.id, repeated: true };
    });
    // Stock that came back while this subscription was being written (the restock's check ran before it
    // committed and could not see it) fires now.
    if (!repeated) this.notifier.restocked([facts.product_id]);
    return { item: toItem((await loadAlert(this.db, userId, id))!), repeated };
  }

  /** One page of the buyer's alerts (optionally of one state), latest change first. */
  async list(userId: number, query: z.output<typeof stockAlertListBody>): Promise<StockAlertPage> {
    const where = sql`sa.user_id = ${userId}${query.state ? sql` and sa.state = ${query.state}` : sql``}`;
    const [rows, [total]] = await Promise.all([
      queryRows<AlertRow>(
        this.db,
        sql`select ${ALERT_COLUMNS} from ${ALERT_FROM} where ${where}
            order by sa.updated_at desc, sa.id desc
            limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`,
      ),
      queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from stock_alerts sa where ${where}`),
    ]);
    return { list: rows.map(toItem), total: total?.n ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Cancels a waiting alert (again: no change); an alert already notified is 409; foreign ids 404. */
  async cancel(userId: number, id: number): Promise<StockAlertItem> {
    const [row] = await queryRows<{ state: number }>(
      this.db,
      sql`update stock_alerts set state = case when state = 1 then 3 else state end,
            updated_at = case when state = 1 then now() else updated_at end
          where id = ${id} and user_id = ${userId}
          returning state`,
    );
    if (!row) throw notFound(STOCK_ALERT_MSG.NOT_FOUND);
    if (row.state === STOCK_ALERT_STATE.NOTIFIED) throw conflict(STOCK_ALERT_MSG.ALREADY_NOTIFIED);
    return toItem((await loadAlert(this.db, userId, id))!);
  }

  /** Of these SKUs, the ones the buyer waits for in the area (the product page's 已订阅到货通知). */
  async waitingSkus(userId: number, skuIds: number[], areaInput: string): Promise<number[]> {
    const areaCode = resolveAreaCode(areaInput);
    const rows = await queryRows<{ sku_id: number }>(
      this.db,
      sql`select sku_id from stock_alerts where user_id = ${userId} and area_code = ${areaCode} and state = 1
          and sku_id = any(${p([...new Set(skuIds)])}::int[]) order by sku_id`,
    );
    return rows.map((r) => r.sku_id);
  }
}
