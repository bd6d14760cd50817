import { ChannelError, type DeliveryTarget, type NotificationChannel } from '../delivery';
import type { RenderedMessage } from '../delivery/delivery.table';

/** Sends one SMS notice now (identity's SMS provider: the dev outbox in development, the gateway in production). */
export type SendSms = (mobile: string, content: string) => Promise<void>;

/**
 * 短信: a member's notice through identity's SMS provider. The row's text is the short SMS made when the event
 * happened (`smsText`); the delivery job retries a refusal and the log keeps its reason.
 */
export class SmsChannel implements NotificationChannel {
  readonly name = 'sms' as const;
  constructor(private readonly sendSms: SendSms) {}

  async send(target: DeliveryTarget, m: RenderedMessage): Promise<void> {
    try {
      await this.sendSms(target.address, m.text);
    } catch (err) {
      throw new ChannelError(`短信发送失败：${(err as Error).message}`.slice(0, 300));
    }
  }
}
