import type { RobotPlatform } from '@mall/shared';
import type { DeliveryTarget, NotificationChannel } from '../delivery';
import type { RenderedMessage } from '../delivery/delivery.table';
import type { RobotService } from './robot.service';

/** A work-chat platform as a channel: each delivery names its robot, whose URL and secret the service opens. */
export class RobotChannel implements NotificationChannel {
  constructor(
    readonly name: RobotPlatform,
    private readonly robots: RobotService,
  ) {}

  async send(target: DeliveryTarget, message: RenderedMessage): Promise<void> {
    if (!target.robotId) throw new Error('投递没有指定机器人');
    await this.robots.send(target.robotId, message);
  }
}
