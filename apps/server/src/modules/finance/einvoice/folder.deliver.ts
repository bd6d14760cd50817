import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import {
  EINVOICE_DELIVERY_DAILY_MAX,
  EINVOICE_DELIVERY_MSG,
  EINVOICE_DELIVERY_STATUS_LABEL,
  EINVOICE_DELIVERY_USER_DAILY_MAX,
  EINVOICE_FOLDER_MSG,
  einvoiceDeliverBody,
  einvoiceDelivery,
  type EinvoiceDelivery,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { AppError, conflict, notFound, tooMany } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { described, guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import { einvoiceDeliveries, type EinvoiceDeliveryRow } from './einvoice-delivery.table';
import { ProviderTimeout, type InvoiceProvider } from './einvoice.provider';
import { folderRows, folderScopeOf } from './folder.reads';

/*
 * 发送 from the 发票夹 (issue 47, item 2): the buyer sends an invoice he may see (folder.reads.ts's rule; any
 * other is 404 like an unknown one) by e-mail and/or SMS through the seller's provider. Each delivery is a row
 * written before the provider is called, under a serial of ours: from the caller's idempotency key when given
 * (a retry answers the first delivery; a lost answer is asked again with the same serial), else fresh. The same
 * invoice goes to the same address at most EINVOICE_DELIVERY_DAILY_MAX times a China day, and one buyer asks
 * for at most EINVOICE_DELIVERY_USER_DAILY_MAX a day (sent and unanswered deliveries count; failed ones do
 * not).
 */

type DeliverBody = z.output<typeof einvoiceDeliverBody>;

const view = (r: EinvoiceDeliveryRow): EinvoiceDelivery => ({
  serial: r.serial,
  id: r.folderId,
  number: r.number,
  email: r.email,
  phone: r.phone,
  status: r.status,
  statusLabel: EINVOICE_DELIVERY_STATUS_LABEL[r.status],
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
});

const BEIJING_MS = 8 * 3600_000;
/** The start of the China day of `at`. */
function chinaDayStart(at: Date): Date {
  const b = new Date(at.getTime() + BEIJING_MS);
  return new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()) - BEIJING_MS);
}

export class EinvoiceDelivering {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      /** The seller's provider (the sandbox unless the seller chose 诺诺 with its keys). */
      provider: (merchantId: number) => Promise<InvoiceProvider>;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async deliver(userId: number, body: DeliverBody): Promise<EinvoiceDelivery> {
    const scope = await folderScopeOf(this.db, userId);
    const [row] = await folderRows(this.db, scope, {}, [body.id], 1);
    if (!row) throw notFound(EINVOICE_FOLDER_MSG.NOT_FOUND);
    const email = body.email ?? '';
    const phone = body.phone ?? '';
    const serial = body.idempotencyKey
      ? `ED${createHash('sha256').update(`${userId}:${body.idempotencyKey}`).digest('hex').slice(0, 32)}`
      : `ED${randomBytes(16).toString('hex')}`;
    let delivery = await this.bySerial(serial);
    if (delivery) {
      if (delivery.folderId !== body.id || delivery.email !== email || delivery.phone !== phone)
        throw conflict(EINVOICE_DELIVERY_MSG.KEY_REUSED);
      if (delivery.status === 'sent') return view(delivery);
      if (delivery.status === 'failed') throw refused(delivery.lastAnswer);
      // Still sending: the first call's answer was lost; ask again under the same serial.
    } else {
      const merchantId = await this.sellerOf(body.id);
      delivery = await this.db.transaction(async (tx) => {
        // One count-then-insert per invoice at a time, so two clicks cannot both pass the daily limit.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('einvoice-deliver'), hashtext(${row.number}))`,
        );
        const since = chinaDayStart(this.now());
        const today = and(gte(einvoiceDeliveries.createdAt, since), ne(einvoiceDeliveries.status, 'failed'));
        for (const [column, address] of [
          [einvoiceDeliveries.email, email],
          [einvoiceDeliveries.phone, phone],
        ] as const) {
          if (!address) continue;
          const n = await tx.$count(
            einvoiceDeliveries,
            and(today, eq(einvoiceDeliveries.number, row.number), eq(column, address)),
          );
          if (n >= EINVOICE_DELIVERY_DAILY_MAX) throw tooMany(EINVOICE_DELIVERY_MSG.SAME_ADDRESS_LIMIT);
        }
        const mine = await tx.$count(einvoiceDeliveries, and(today, eq(einvoiceDeliveries.userId, userId)));
        if (mine >= EINVOICE_DELIVERY_USER_DAILY_MAX) throw tooMany(EINVOICE_DELIVERY_MSG.USER_LIMIT);
        const [inserted] = await tx
          .insert(einvoiceDeliveries)
          .values({ serial, userId, folderId: body.id, number: row.number, merchantId, email, phone })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
      // The same key sent twice at once: the other request made the row and is sending it; answer that one.
      if (!delivery) return view((await this.bySerial(serial))!);
    }
    return this.send(delivery);
  }

  /** Calls the provider under the delivery's serial and keeps its answer. */
  private async send(delivery: EinvoiceDeliveryRow): Promise<EinvoiceDelivery> {
    const provider = await this.deps.provider(delivery.merchantId);
    const mark = (status: EinvoiceDeliveryRow['status'], lastAnswer: string) =>
      this.db
        .update(einvoiceDeliveries)
        .set({
          status,
          lastAnswer: lastAnswer.slice(0, 200),
          attempts: sql`${einvoiceDeliveries.attempts} + 1`,
          ...(status === 'sending' ? {} : { answeredAt: this.now() }),
        })
        .where(eq(einvoiceDeliveries.id, delivery.id))
        .returning()
        .then(([r]) => r!);
    try {
      const result = await provider.deliver({
        serial: delivery.serial,
        number: delivery.number,
        ...(delivery.email ? { email: delivery.email } : {}),
        ...(delivery.phone ? { phone: delivery.phone } : {}),
      });
      if (result.status === 'sent') return view(await mark('sent', EINVOICE_DELIVERY_STATUS_LABEL.sent));
      await mark('failed', result.reason);
      throw refused(result.reason);
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof ProviderTimeout) {
        await mark('sending', '开票服务应答超时，结果未知');
        throw new AppError(502, EINVOICE_DELIVERY_MSG.UNKNOWN);
      }
      const reason = err instanceof Error ? err.message : String(err);
      await mark('failed', reason);
      throw refused(reason);
    }
  }

  private async bySerial(serial: string): Promise<EinvoiceDeliveryRow | undefined> {
    const [r] = await this.db.select().from(einvoiceDeliveries).where(eq(einvoiceDeliveries.serial, serial));
    return r;
  }

  /** The seller of a folder row: the blue request's or the 红字确认单's merchant (0 = 自营). */
  private async sellerOf(folderId: string): Promise<number> {
    const [kind, idText] = folderId.split('-') as ['blue' | 'red', string];
    const id = Number(idText);
    const [r] = await queryRows<{ merchant_id: number }>(
      this.db,
      kind === 'blue'
        ? sql`select merchant_id from einvoice_issues where invoice_id = ${id} and status = 'issued'
              order by id desc limit 1`
        : sql`select merchant_id from einvoice_red_forms where id = ${id}`,
    );
    if (!r) throw notFound(EINVOICE_FOLDER_MSG.NOT_FOUND);
    return Number(r.merchant_id);
  }
}

const refused = (reason: string) => new AppError(502, `${EINVOICE_DELIVERY_MSG.FAILED}${reason}`);

/** POST /api/invoice/einvoice/folder/deliver (registered by folder.routes.ts). */
export function buyerFolderDeliverRoute(app: App, delivering: EinvoiceDelivering) {
  const call = guardedRoutes(requireBuyer, 'invoice');
  app.post(
    '/api/invoice/einvoice/folder/deliver',
    described(
      call.withBody(
        '发送数电票到邮箱或手机（发票交付，经销售方的开票服务）',
        einvoiceDeliverBody,
        einvoiceDelivery,
      ),
      '邮箱、手机号至少填一项；带 idempotencyKey 重试不会重复发送。他人的发票：404 发票不存在或无权查看；同一发票同一地址每天最多 5 次（429）；开票服务拒绝或未应答：502。',
    ),
    async (request) => ok(await delivering.deliver(currentBuyer(request).id, request.body)),
  );
}
