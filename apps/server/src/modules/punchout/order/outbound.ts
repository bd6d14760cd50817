import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { acceptedOrders, ordersWithLines } from '../../trade/order';
import { confirmationRequest, readStatus, shipNoticeRequest } from '../cxml';
import { logDocument } from '../session';
import {
  punchoutConfigs,
  punchoutOrders,
  punchoutOutbound,
  type PunchoutOutboundRow,
} from '../session/punchout.table';

const CONFIRMATION = 'ConfirmationRequest';
const SHIP_NOTICE = 'ShipNoticeRequest';
const JOB = 'punchout.deliver';
const ATTEMPTS = 5;
const TIMEOUT_MS = 10_000;

/**
 * What goes back to a company's procurement system about its punch-out orders: a ConfirmationRequest once an
 * order is accepted (接单) and a ShipNoticeRequest once it ships, posted to the configuration's outbound URL.
 *
 * `scan` (a scheduled job, every 15 s) finds orders that reached those states and owes a document for each,
 * one row per order and kind (a unique index: never twice), then queues its delivery. A delivery posts the
 * document and reads the cXML Status answered; anything else is retried with backoff (5 tries), each try in the
 * document log. After the last try the row is `failed` and operators may send it again (`resend`).
 */
export function definePunchoutOutbound(
  jobs: JobQueue,
  db: Db,
  opts: {
    publicOrigin: string;
    now: () => Date;
    everyMs: number | null;
    /** First retry after this many ms, doubling (tests shorten it). */
    backoffMs?: number;
    fetch?: typeof fetch;
  },
) {
  const host = new URL(opts.publicOrigin).host;
  const post = opts.fetch ?? fetch;

  async function scan(): Promise<number> {
    // Accepted and not cancelled: the order domain's read model, joined in this one query.
    const accepted = acceptedOrders(db);
    const due = await db
      .select({
        companyId: punchoutOrders.companyId,
        punchoutOrderId: punchoutOrders.id,
        orderId: accepted.id,
        acceptedAt: accepted.acceptedAt,
        shippedAt: accepted.shippedAt,
      })
      .from(punchoutOrders)
      .innerJoin(punchoutConfigs, eq(punchoutConfigs.companyId, punchoutOrders.companyId))
      .innerJoin(
        accepted,
        sql`${accepted.id} in (select jsonb_array_elements_text(${punchoutOrders.orderIds})::bigint)`,
      )
      .where(
        and(
          eq(punchoutOrders.state, 'open'),
          sql`${punchoutConfigs.outboundUrl} <> ''`,
          sql`(not exists (select 1 from punchout_outbound b where b.order_id = ${accepted.id} and b.kind = ${CONFIRMATION})
            or (${accepted.shippedAt} is not null
              and not exists (select 1 from punchout_outbound b where b.order_id = ${accepted.id} and b.kind = ${SHIP_NOTICE})))`,
        ),
      )
      .limit(200);
    const rows = due.flatMap((d) => [
      { companyId: d.companyId, punchoutOrderId: d.punchoutOrderId, orderId: d.orderId, kind: CONFIRMATION },
      ...(d.shippedAt
        ? [
            {
              companyId: d.companyId,
              punchoutOrderId: d.punchoutOrderId,
              orderId: d.orderId,
              kind: SHIP_NOTICE,
            },
          ]
        : []),
    ]);
    const owed = rows.length
      ? await db
          .insert(punchoutOutbound)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: punchoutOutbound.id })
      : [];
    // Rows owed earlier whose delivery was never queued (a process stopped between the two steps).
    const stranded = await db
      .select({ id: punchoutOutbound.id })
      .from(punchoutOutbound)
      .where(
        and(
          eq(punchoutOutbound.state, 'pending'),
          eq(punchoutOutbound.attempts, 0),
          lt(punchoutOutbound.createdAt, new Date(opts.now().getTime() - 5 * 60_000)),
        ),
      )
      .limit(100);
    for (const { id } of [...owed, ...stranded]) await jobs.add(JOB, { id });
    return owed.length;
  }

  /** The document a row stands for, built fresh (a new payloadID each try). */
  async function documentOf(row: PunchoutOutboundRow) {
    const [facts] = await db
      .select({ config: punchoutConfigs, po: punchoutOrders, orderId: punchoutOutbound.orderId })
      .from(punchoutOutbound)
      .innerJoin(punchoutOrders, eq(punchoutOrders.id, punchoutOutbound.punchoutOrderId))
      .innerJoin(punchoutConfigs, eq(punchoutConfigs.companyId, punchoutOutbound.companyId))
      .where(eq(punchoutOutbound.id, row.id));
    if (!facts) return null;
    const shop = await ordersWithLines(db, [facts.orderId]);
    const order = shop.orders[0];
    if (!order) return null;
    const { config, po } = facts;
    const parties = {
      from: { domain: 'NetworkID', identity: config.toIdentity },
      to: { domain: config.fromDomain, identity: config.fromIdentity },
      sender: { domain: 'NetworkID', identity: config.toIdentity, secret: config.outboundSecret },
    };
    const inOrder = new Set(shop.lines.map((r) => r.skuId));
    const lines = po.lines.filter((l) => inOrder.has(l.skuId));
    const now = opts.now();
    const ref = { orderId: po.poNumber, orderPayloadId: po.payloadId };
    const body =
      row.kind === SHIP_NOTICE
        ? shipNoticeRequest(
            {
              ...parties,
              ...ref,
              shipmentId: order.orderNo,
              carrier: order.carrier ?? '',
              trackingNo: order.trackingNo ?? '',
              shippedAt: order.shippedAt ?? now,
              lines,
            },
            { host, now },
          )
        : confirmationRequest(
            { ...parties, ...ref, confirmId: order.orderNo, totalFen: order.payAmountFen, lines },
            { host, now },
          );
    return { url: config.outboundUrl, body };
  }

  async function deliver(id: number, attempt: number): Promise<void> {
    const [row] = await db
      .update(punchoutOutbound)
      .set({ attempts: sql`${punchoutOutbound.attempts} + 1` })
      .where(and(eq(punchoutOutbound.id, id), eq(punchoutOutbound.state, 'pending')))
      .returning();
    if (!row) return;
    const doc = await documentOf(row);
    if (!doc || !doc.url) {
      await db
        .update(punchoutOutbound)
        .set({ state: 'failed', lastError: '未配置发送地址' })
        .where(eq(punchoutOutbound.id, id));
      return;
    }
    let code: number;
    let text: string;
    try {
      const res = await post(doc.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: doc.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      const answer = await res.text();
      try {
        ({ code, text } = readStatus(answer));
      } catch {
        code = res.status;
        text = `HTTP ${res.status}，应答不是 cXML Status`;
      }
      if (!res.ok && code < 300) code = res.status;
    } catch (err) {
      code = 0;
      text = `发送失败：${(err as Error).message}`.slice(0, 500);
    }
    const sent = code >= 200 && code < 300;
    await logDocument(db, {
      companyId: row.companyId,
      sessionId: null,
      direction: 'out',
      kind: row.kind,
      payloadId: null,
      status: code,
      statusText: text,
      body: doc.body,
    });
    if (sent) {
      await db
        .update(punchoutOutbound)
        .set({ state: 'sent', sentAt: opts.now(), lastError: '' })
        .where(eq(punchoutOutbound.id, id));
      return;
    }
    const last = attempt >= ATTEMPTS;
    await db
      .update(punchoutOutbound)
      .set({ state: last ? 'failed' : 'pending', lastError: (text || `Status ${code}`).slice(0, 500) })
      .where(eq(punchoutOutbound.id, id));
    if (!last) throw new Error(`punch-out ${row.kind} #${id} not accepted: ${text || code}`);
  }

  /** Operators send a failed (or sent) document again: a fresh row state and a queued delivery. */
  async function resend(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await db
      .update(punchoutOutbound)
      .set({ state: 'pending', attempts: 0, lastError: '' })
      .where(inArray(punchoutOutbound.id, ids))
      .returning({ id: punchoutOutbound.id });
    for (const { id } of rows) await jobs.add(JOB, { id });
    return rows.length;
  }

  jobs.define<{ id: number }>(JOB, (data, ctx) => deliver(data.id, ctx.attempt), {
    attempts: ATTEMPTS,
    backoffMs: opts.backoffMs ?? 5_000,
  });
  jobs.define('punchout.outbound-scan', async () => void (await scan()), { attempts: 1 });
  if (opts.everyMs) jobs.every('punchout.outbound-scan', opts.everyMs);
  return { scan, deliver, resend };
}
