import type { NotificationChannelName } from '@mall/shared';
import type { RenderedMessage } from './delivery.table';

/** Where one delivery goes: a member's mail address, or a robot (resolved by its channel from the robot id). */
export type DeliveryTarget = {
  event: string;
  address: string;
  userId: number | null;
  robotId: number | null;
};

/**
 * A way out of the site (mail, a work-chat robot). `send` resolves when the far side accepted the message and
 * throws with a Chinese reason its owner can act on when not; the delivery job retries it.
 */
export interface NotificationChannel {
  readonly name: NotificationChannelName;
  send(target: DeliveryTarget, message: RenderedMessage): Promise<void>;
}

/** A refusal worth its own words in the delivery log (the platform's errcode and message, a bad config …). */
export class ChannelError extends Error {}
