import { and, desc, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_EVENTS,
  ROBOT_PLATFORMS,
  type NotificationEvent,
  type NotificationRobot,
  type RobotPlatform,
  type notificationRobotInput,
  type notificationRobotUpdate,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { RenderedMessage } from '../delivery/delivery.table';
import { PLATFORM_HOSTS, postToRobot } from './robot.platforms';
import { notificationRobots, type NotificationRobotRow } from './robot.table';
import type { SecretBox } from '../../../lib/secret-box';

export type RobotOwner = { kind: 'company' | 'shop'; id: number };
type Input = z.output<typeof notificationRobotInput>;
type Update = z.output<typeof notificationRobotUpdate>;
const MAX_ROBOTS = 20;

/** What the owner sees of a webhook URL: long tokens (in the path or the query) cut to their first 4 characters. */
export function webhookHint(raw: string): string {
  const url = new URL(raw);
  const cut = (v: string) => (v.length >= 12 ? `${v.slice(0, 4)}****` : v);
  const path = url.pathname.split('/').map(cut).join('/');
  const query = [...url.searchParams].map(([k, v]) => `${k}=${cut(v)}`).join('&');
  return `${url.protocol}//${url.host}${path}${query ? `?${query}` : ''}`.slice(0, 200);
}

const toRobot = (r: NotificationRobotRow): NotificationRobot => ({
  id: r.id,
  platform: r.platform as RobotPlatform,
  name: r.name,
  webhookHint: r.webhookHint,
  hasSecret: r.secretEnc !== '',
  events: r.events,
  enabled: r.enabled,
  createdAt: r.createdAt.toISOString(),
});

/**
 * A company's or a shop's group robots: saved with their URL and secret sealed (never answered again), listed,
 * deleted, tried with a test message; and, for the notification service, the robots that take an event.
 */
export class RobotService {
  constructor(
    private readonly db: Db,
    private readonly opts: {
      /** Absent when no SECRETS_KEY is configured (production): robots can't be saved. */
      box: SecretBox | undefined;
      /** Production: only the platforms' own webhook hosts. */
      officialHostsOnly: boolean;
      now: () => Date;
      fetch?: typeof fetch;
    },
  ) {}

  private box(): SecretBox {
    if (!this.opts.box) throw new AppError(503, '服务器未配置密钥加密（SECRETS_KEY），暂不能保存机器人');
    return this.opts.box;
  }

  async list(owner: RobotOwner): Promise<NotificationRobot[]> {
    const rows = await this.db
      .select()
      .from(notificationRobots)
      .where(and(eq(notificationRobots.ownerKind, owner.kind), eq(notificationRobots.ownerId, owner.id)))
      .orderBy(desc(notificationRobots.id));
    return rows.map(toRobot);
  }

  /** A robot's rules: the platform's own host (production), only events the owner's kind takes, 企业微信 unsigned. */
  private check(
    owner: RobotOwner,
    input: Pick<Input, 'platform' | 'webhookUrl' | 'secret' | 'events'>,
  ): void {
    if (input.webhookUrl) this.checkUrl(input.platform, input.webhookUrl);
    const foreign = input.events.filter(
      (e) => !(NOTIFICATION_EVENTS[e].owners as readonly string[]).includes(owner.kind),
    );
    if (foreign.length)
      throw badRequest(
        `${owner.kind === 'shop' ? '店铺' : '企业'}机器人不能订阅：${foreign.map((e) => NOTIFICATION_EVENTS[e].label).join('、')}`,
      );
    if (input.platform === 'wecom' && input.secret)
      throw badRequest('企业微信群机器人没有签名密钥，请留空（密钥就是地址中的 key）');
  }

  private checkUrl(platform: RobotPlatform, webhookUrl: string): void {
    let host: string;
    try {
      host = new URL(webhookUrl).hostname.toLowerCase();
    } catch {
      throw badRequest('Webhook 地址格式不正确，请从机器人设置中复制完整地址');
    }
    if (this.opts.officialHostsOnly && !PLATFORM_HOSTS[platform].includes(host))
      throw badRequest(
        `${ROBOT_PLATFORMS[platform]}机器人的 Webhook 地址应以 https://${PLATFORM_HOSTS[platform][0]}/ 开头`,
      );
    if (this.opts.officialHostsOnly && !webhookUrl.toLowerCase().startsWith('https://'))
      throw badRequest('Webhook 地址必须是 https://');
  }

  /** 添加机器人: the URL must be the platform's (production), the events the owner's kind may take. */
  async create(owner: RobotOwner, userId: number, input: Input): Promise<NotificationRobot> {
    this.check(owner, input);
    const box = this.box();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notification_robots'), ${owner.id}::int)`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(notificationRobots)
        .where(and(eq(notificationRobots.ownerKind, owner.kind), eq(notificationRobots.ownerId, owner.id)));
      if (n >= MAX_ROBOTS) throw new AppError(409, `最多连接 ${MAX_ROBOTS} 个机器人`);
      const [row] = await tx
        .insert(notificationRobots)
        .values({
          ownerKind: owner.kind,
          ownerId: owner.id,
          platform: input.platform,
          name: input.name,
          webhookEnc: box.seal(input.webhookUrl),
          webhookHint: webhookHint(input.webhookUrl),
          secretEnc: input.secret ? box.seal(input.secret) : '',
          events: [...new Set(input.events)],
          enabled: input.enabled,
          createdBy: userId,
        })
        .returning();
      return toRobot(row!);
    });
  }

  private async own(owner: RobotOwner, id: number): Promise<NotificationRobotRow> {
    const [row] = await this.db
      .select()
      .from(notificationRobots)
      .where(
        and(
          eq(notificationRobots.id, id),
          eq(notificationRobots.ownerKind, owner.kind),
          eq(notificationRobots.ownerId, owner.id),
        ),
      );
    if (!row) throw notFound('机器人不存在');
    return row;
  }

  /**
   * 编辑机器人: an empty URL or secret keeps the saved one; a new platform needs its URL, and 企业微信 drops the
   * secret (it signs nothing).
   */
  async update(owner: RobotOwner, id: number, input: Update): Promise<NotificationRobot> {
    const row = await this.own(owner, id);
    if (input.platform !== row.platform && !input.webhookUrl)
      throw badRequest(`更换平台后请填写${ROBOT_PLATFORMS[input.platform]}机器人的 Webhook 地址`);
    this.check(owner, input);
    const box = this.box();
    const secretEnc = input.platform === 'wecom' ? '' : input.secret ? box.seal(input.secret) : row.secretEnc;
    const [saved] = await this.db
      .update(notificationRobots)
      .set({
        platform: input.platform,
        name: input.name,
        ...(input.webhookUrl
          ? { webhookEnc: box.seal(input.webhookUrl), webhookHint: webhookHint(input.webhookUrl) }
          : {}),
        secretEnc,
        events: [...new Set(input.events)],
        enabled: input.enabled,
      })
      .where(eq(notificationRobots.id, row.id))
      .returning();
    return toRobot(saved!);
  }

  /** 删除机器人 (its past deliveries stay in the log). */
  async remove(owner: RobotOwner, id: number): Promise<void> {
    await this.own(owner, id);
    await this.db.delete(notificationRobots).where(eq(notificationRobots.id, id));
  }

  /** 发送测试消息: straight away (not a job), answering whether the platform took it and why not. */
  async test(owner: RobotOwner, id: number): Promise<{ sent: boolean; error: string }> {
    const row = await this.own(owner, id);
    const link = '';
    const message: RenderedMessage = {
      subject: '工业品商城：机器人连接测试',
      text: `这是一条测试消息：「${row.name}」已连接工业品商城。`,
      html: '',
      markdown: `**工业品商城：机器人连接测试**\n这是一条测试消息：「${row.name}」已连接工业品商城。`,
      link,
    };
    try {
      await this.send(row.id, message);
      return { sent: true, error: '' };
    } catch (err) {
      return { sent: false, error: (err as Error).message.slice(0, 300) };
    }
  }

  /** The enabled robots of `owner` that take `event` (for the notification service, inside its transaction). */
  async subscribed(
    tx: DbOrTx,
    owner: RobotOwner,
    event: NotificationEvent,
  ): Promise<{ id: number; platform: RobotPlatform; name: string }[]> {
    const rows = await tx
      .select({
        id: notificationRobots.id,
        platform: notificationRobots.platform,
        name: notificationRobots.name,
      })
      .from(notificationRobots)
      .where(
        and(
          eq(notificationRobots.ownerKind, owner.kind),
          eq(notificationRobots.ownerId, owner.id),
          eq(notificationRobots.enabled, true),
          sql`${notificationRobots.events} @> ${JSON.stringify([event])}::jsonb`,
        ),
      );
    return rows.map((r) => ({ ...r, platform: r.platform as RobotPlatform }));
  }

  /** Sends one message through a robot (its URL and secret opened only here); throws when it is gone or refused. */
  async send(robotId: number, message: RenderedMessage): Promise<void> {
    const [row] = await this.db.select().from(notificationRobots).where(eq(notificationRobots.id, robotId));
    if (!row) throw new Error('机器人已被删除');
    const box = this.box();
    await postToRobot(
      row.platform as RobotPlatform,
      box.open(row.webhookEnc),
      row.secretEnc ? box.open(row.secretEnc) : '',
      message,
      { now: this.opts.now(), fetch: this.opts.fetch },
    );
  }
}
