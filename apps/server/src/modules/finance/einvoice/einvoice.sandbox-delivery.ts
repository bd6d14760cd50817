import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { einvoiceSandboxDeliveries, type SandboxDeliveryMessage } from './einvoice-delivery.table';
import type { DeliveryRequest, DeliveryResult } from './einvoice.provider';
import { einvoiceSandboxInvoices } from './einvoice.table';

/*
 * The sandbox's 发票交付: it stands for the provider's mail and SMS, so it sends nothing and writes down what it
 * would have sent where — the e-mail with the invoice's legal XML attached (name, size, SHA-256: the buyer
 * takes it into his books or 查验 it) and the SMS naming the number. One row per delivery serial.
 */

export type SandboxDelivery = {
  serial: string;
  number: string;
  email: string;
  phone: string;
  status: 'sent' | 'failed';
  reason: string;
  message: SandboxDeliveryMessage;
  readyAt: Date;
};

/** What the provider sends for the invoice `number` (its XML as issued) to `email` and/or `phone`. */
function sandboxMessage(number: string, xml: string, email: string, phone: string): SandboxDeliveryMessage {
  const data = Buffer.from(xml, 'utf8');
  return {
    ...(email
      ? {
          mail: {
            to: email,
            subject: `您收到一张数电发票（发票号码 ${number}）`,
            attachments: [
              {
                name: `${number}.xml`,
                bytes: data.length,
                sha256: createHash('sha256').update(data).digest('hex'),
              },
            ],
          },
        }
      : {}),
    ...(phone
      ? {
          sms: {
            to: phone,
            text: `您的数电发票（发票号码 ${number}）已开具，可凭发票号码在全国增值税发票查验平台查验，或登录商城发票夹下载。`,
          },
        }
      : {}),
  };
}

export const answerOf = (row: SandboxDelivery): DeliveryResult =>
  row.status === 'failed'
    ? { status: 'failed', serial: row.serial, reason: row.reason }
    : { status: 'sent', serial: row.serial, email: row.email, phone: row.phone };

/** The sandbox's delivery books. */
export class SandboxDeliveryBook {
  constructor(private readonly db: Db) {}

  async find(serial: string): Promise<SandboxDelivery | undefined> {
    const [row] = await this.db
      .select()
      .from(einvoiceSandboxDeliveries)
      .where(eq(einvoiceSandboxDeliveries.serial, serial));
    return row;
  }

  /** Every delivery of an invoice (or all), newest first: what was sent where (tests, development). */
  list(number?: string): Promise<SandboxDelivery[]> {
    const q = this.db.select().from(einvoiceSandboxDeliveries);
    return (number ? q.where(eq(einvoiceSandboxDeliveries.number, number)) : q).orderBy(
      desc(einvoiceSandboxDeliveries.id),
    );
  }

  /**
   * Records a new delivery (a serial already recorded keeps its first row): sent, or refused with `failReason`
   * or because the sandbox issued no such invoice.
   */
  async record(request: DeliveryRequest, readyAt: Date, failReason: string | null): Promise<SandboxDelivery> {
    const [invoice] = await this.db
      .select({ xml: einvoiceSandboxInvoices.xml })
      .from(einvoiceSandboxInvoices)
      .where(eq(einvoiceSandboxInvoices.number, request.number));
    const reason = invoice ? failReason : '发票号码不存在';
    await this.write(this.db, {
      serial: request.serial,
      number: request.number,
      email: request.email ?? '',
      phone: request.phone ?? '',
      xml: invoice?.xml ?? '',
      readyAt,
      reason,
    });
    return (await this.find(request.serial))!;
  }

  /** The push of a blue request's `pushTo` when it is issued (serial `P` + the request's), in its transaction. */
  async push(
    tx: DbOrTx,
    e: {
      serial: string;
      number: string;
      xml: string;
      readyAt: Date;
      pushTo: { email?: string; phone?: string };
    },
  ): Promise<void> {
    const email = e.pushTo.email?.trim() ?? '';
    const phone = e.pushTo.phone?.trim() ?? '';
    if (!email && !phone) return;
    await this.write(tx, { ...e, serial: `P${e.serial}`, email, phone, reason: null });
  }

  private async write(
    db: DbOrTx,
    e: {
      serial: string;
      number: string;
      email: string;
      phone: string;
      xml: string;
      readyAt: Date;
      reason: string | null;
    },
  ) {
    await db
      .insert(einvoiceSandboxDeliveries)
      .values({
        serial: e.serial,
        number: e.number,
        email: e.email,
        phone: e.phone,
        status: e.reason === null ? 'sent' : 'failed',
        reason: (e.reason ?? '').slice(0, 200),
        message: e.reason === null ? sandboxMessage(e.number, e.xml, e.email, e.phone) : {},
        readyAt: e.readyAt,
      })
      .onConflictDoNothing();
  }
}
