import { createHmac, timingSafeEqual } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailOutboxEntry } from '@mall/shared';
import type { EphemeralStore } from '../../../lib/store';
import { ChannelError, type DeliveryTarget, type NotificationChannel } from '../delivery';
import type { RenderedMessage } from '../delivery/delivery.table';

const OUTBOX_KEEP = 20;
const OUTBOX_TTL_MS = 24 * 3600_000;
const outboxKey = (to: string) => `mail:outbox:${to.toLowerCase()}`;

/**
 * The one-click unsubscribe token of a member and an event (RFC 8058): `<userId>.<event>.<HMAC>`; whoever holds
 * it may switch that event's mail off for that member, which is all a mail's reader should be able to do.
 */
export class UnsubscribeTokens {
  constructor(private readonly key: string) {}

  private mac(userId: number, event: string) {
    return createHmac('sha256', `unsubscribe:${this.key}`).update(`${userId}.${event}`).digest('base64url');
  }

  make(userId: number, event: string): string {
    return `${userId}.${event}.${this.mac(userId, event)}`;
  }

  /** The member and event a token names, or null when it was not made here. */
  read(token: string): { userId: number; event: string } | null {
    const m = /^(\d{1,15})\.([a-z.]{1,40})\.([\w-]{43})$/.exec(token);
    if (!m) return null;
    const userId = Number(m[1]);
    const want = Buffer.from(this.mac(userId, m[2]!));
    const got = Buffer.from(m[3]!);
    return want.length === got.length && timingSafeEqual(want, got) ? { userId, event: m[2]! } : null;
  }
}

/**
 * The development outbox: every message as it was built, kept in the ephemeral store per address. Each message
 * has its own key under a per-address counter, so messages sent at once (two delivery jobs side by side) never
 * overwrite each other, in one process or several.
 */
export class DevMailOutbox {
  constructor(private readonly store: EphemeralStore) {}

  async keep(entry: MailOutboxEntry): Promise<void> {
    const n = await this.store.incr(`${outboxKey(entry.to)}:n`, OUTBOX_TTL_MS);
    await this.store.set(`${outboxKey(entry.to)}:${n}`, JSON.stringify(entry), OUTBOX_TTL_MS);
  }

  /** Messages sent to an address, latest first (the last OUTBOX_KEEP). */
  async list(to: string): Promise<MailOutboxEntry[]> {
    const n = Number((await this.store.get(`${outboxKey(to)}:n`)) ?? 0);
    const keys = Array.from({ length: Math.min(n, OUTBOX_KEEP) }, (_, i) => `${outboxKey(to)}:${n - i}`);
    const raw = await Promise.all(keys.map((k) => this.store.get(k)));
    return raw.filter((r): r is string => r !== null).map((r) => JSON.parse(r) as MailOutboxEntry);
  }
}

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set; otherwise (development, tests) a stream transport
 * builds the real MIME message and the dev outbox keeps it. Multipart HTML + text, with a one-click
 * List-Unsubscribe (a POST to the URL, RFC 8058) for the member and event.
 */
export class MailChannel implements NotificationChannel {
  readonly name = 'email' as const;
  private readonly transport: Transporter;

  constructor(
    private readonly opts: {
      smtpUrl: string | undefined;
      from: string;
      publicOrigin: string;
      tokens: UnsubscribeTokens;
      /** Present when there is no SMTP: where built messages go. */
      outbox: DevMailOutbox | undefined;
    },
  ) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  unsubscribeUrl(userId: number, event: string): string {
    return `${this.opts.publicOrigin}/api/notifications/unsubscribe?token=${encodeURIComponent(this.opts.tokens.make(userId, event))}`;
  }

  async send(target: DeliveryTarget, m: RenderedMessage): Promise<void> {
    const unsubscribe = target.userId ? `<${this.unsubscribeUrl(target.userId, target.event)}>` : '';
    const headers: Record<string, string> = unsubscribe
      ? { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {};
    let info: { message?: Buffer | unknown };
    try {
      info = (await this.transport.sendMail({
        from: this.opts.from,
        to: target.address,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers,
      })) as { message?: Buffer };
    } catch (err) {
      const e = err as Error & { responseCode?: number; code?: string };
      throw new ChannelError(
        `邮件发送失败：${[e.responseCode, e.code, e.message].filter(Boolean).join(' ')}`.slice(0, 300),
      );
    }
    if (this.opts.outbox)
      await this.opts.outbox.keep({
        to: target.address,
        from: this.opts.from,
        subject: m.subject,
        text: m.text,
        html: m.html,
        listUnsubscribe: headers['List-Unsubscribe'] ?? '',
        listUnsubscribePost: headers['List-Unsubscribe-Post'] ?? '',
        raw: Buffer.isBuffer(info.message) ? info.message.toString('utf8') : '',
        sentAt: Date.now(),
      });
  }
}
