import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { recordEvent } from '../../platform/events';
import type { JobQueue } from '../../platform/jobs';
import { areaNameOf, blockedBy, specText, type AlertSkuRow } from './stock-alert.rules';

const p = (values: unknown[]) => sql.param(values);

type Candidate = AlertSkuRow & { user_id: number };

export type StockAlertNotifierDeps = {
  /** The background queue: the check runs there, retried with backoff when it throws. */
  jobs: JobQueue;
  logError: (err: unknown, msg: string) => void;
};

/** The job that checks the waiting alerts of some products after a stock write. */
const STOCK_ALERT_CHECK_JOB = 'stock-alert.check';

/** The data of a `stock.back` event (one per alert that fired), read by the notification domain. */
export type StockBackData = {
  userId: number;
  skuId: number;
  title: string;
  spec: string;
  code: string;
  areaName: string;
};

/** The outbox event of an alert that fired. */
const backInStock = (c: Candidate) => ({
  type: 'stock.back',
  subjectId: c.id,
  data: {
    userId: Number(c.user_id),
    skuId: Number(c.sku_id),
    title: c.title,
    spec: specText(c.spec),
    code: c.code,
    areaName: areaNameOf(c.area_code),
  } satisfies StockBackData,
});

/**
 * Fires back-in-stock alerts: the one place that decides an alert is due. Every stock writer (the console's
 * product save and shelf change, the spreadsheet import, an order cancellation putting stock back, the
 * auto-cancel job) calls `restocked(productIds)` after its transaction commits; that queues the check as a
 * job (`stock-alert.check`, retried with backoff), so it runs off the request.
 *
 * An alert is due when its SKU can be bought in its area now (the cart's rule: on shelf, sold there, the
 * area's warehouse — else the national one — covers the minimum order quantity). Due alerts are claimed with
 * a conditional UPDATE (state 1 → 2), and their messages are written in the same transaction: of two checks
 * running at once, the second waits for the first's row locks and then finds them no longer waiting, so
 * each buyer gets one message, and a retried check finds nothing left to claim. The same transaction records
 * the `stock.back` event: the notification service sends the 短信 and mail the buyer's 到货提醒 switches ask for.
 */
export class StockAlertNotifier {
  constructor(
    private readonly db: Db,
    private readonly deps: StockAlertNotifierDeps,
  ) {
    deps.jobs.define<{ productIds: number[] }>(
      STOCK_ALERT_CHECK_JOB,
      async ({ productIds }) => {
        await this.notifyDue(productIds);
      },
      { attempts: 5, backoffMs: 2000 },
    );
  }

  /** The hook of the stock writers: queues the check of these products' waiting alerts (after their commit). */
  restocked(productIds: readonly number[]): void {
    const ids = [...new Set(productIds)];
    if (!ids.length) return;
    // When the queue cannot take it (Redis away), the next stock write of the product catches the alert up.
    void this.deps.jobs
      .add(STOCK_ALERT_CHECK_JOB, { productIds: ids })
      .catch((err: unknown) => this.deps.logError(err, 'back-in-stock check not queued'));
  }

  /** Notifies, once, every waiting alert of these products whose SKU can be bought in its area now. */
  async notifyDue(productIds: readonly number[]): Promise<number> {
    const candidates = await queryRows<Candidate>(
      this.db,
      sql`select sa.id, sa.user_id, sa.sku_id, k.product_id, sa.area_code, k.code, k.spec, p.title, p.unit,
            p.on_shelf, p.sales_area_codes, p.moq, p.step, coalesce(a.stock, k.stock) as stock
          from skus k join stock_alerts sa on sa.sku_id = k.id and sa.state = 1
          join products p on p.id = k.product_id
          left join sku_area_stocks a on a.sku_id = k.id and a.area_code = sa.area_code
          where k.product_id = any(${p([...productIds])}::int[])`,
    );
    const due = new Map(candidates.filter((c) => blockedBy(c) === null).map((c) => [c.id, c]));
    if (!due.size) return 0;
    const claimed = await this.db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`update stock_alerts sa set state = 2, notified_at = now(), updated_at = now()
            where sa.id = any(${p([...due.keys()])}::bigint[]) and sa.state = 1
            returning sa.id`,
      );
      // The notification domain tells the buyer from the outbox: his 我的消息 entry (站内信), and 短信 and mail
      // as his 到货提醒 preferences ask (issue 49).
      for (const r of rows) await recordEvent(tx, backInStock(due.get(r.id)!));
      return rows;
    });
    return claimed.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Back-in-stock alerts: `restocked(productIds)` after a stock write (the check is a job). */
    stockAlerts: StockAlertNotifier;
  }
}
