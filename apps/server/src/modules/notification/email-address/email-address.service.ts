import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { EmailConfirmView, NotificationEmailView } from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError, badRequest, unauthorized } from '../../../lib/app-error';
import { chinaTimeText } from '../../../lib/china-day';
import { confirmUserEmail, emailStateOf, setUserEmail } from '../../identity/user';
import type { NotificationService } from '../delivery';
import { gone, newLinkToken, usableLink, type LinkRefusals } from '../mail-link';
import { emailConfirmations } from './email-address.table';

/** How long a confirmation link works. */
const LINK_TTL_MS = 24 * 3600_000;
/** The least time between two confirmation mails of one member. */
const RESEND_MS = 60_000;
const REFUSALS: LinkRefusals = {
  unknown: '确认链接无效，请在通知设置中重新发送确认邮件',
  notYours: '此确认链接属于其他账号，当前登录的账号不能使用；请退出登录后再打开',
  used: '此确认链接已使用过，邮箱已确认',
  expired: '此确认链接已过期（24 小时内有效），请在通知设置中重新发送确认邮件',
};

/**
 * 接收邮箱: a member's address receives mail only once he confirms it. 通知设置 sends a confirmation mail
 * (the 安全 group's `email.confirm`: always on, no quiet hours) with a random single-use link valid for 24 hours;
 * only its hash is kept, and a newer mail supersedes older links. The link opens 通知设置, which shows what it
 * confirms; the confirming is a POST (mail scanners follow links). A changed address (here or in 个人资料) is
 * unconfirmed.
 */
export class EmailAddressService {
  constructor(
    private readonly db: Db,
    private readonly opts: { notifications: NotificationService; now: () => Date },
  ) {}

  async view(userId: number): Promise<NotificationEmailView> {
    const state = await emailStateOf(this.db, userId);
    if (!state) throw unauthorized('账号不可用，请重新登录');
    const waiting = state.confirmed ? undefined : await this.latest(userId);
    return {
      email: state.email,
      confirmed: state.confirmed,
      sentAt:
        waiting && waiting.email === state.email && !waiting.usedAt && waiting.expiresAt > this.opts.now()
          ? waiting.createdAt.toISOString()
          : '',
    };
  }

  /** Makes `email` the member's address (unconfirmed when new) and mails it a confirmation link. */
  async send(userId: number, email: string): Promise<NotificationEmailView> {
    const now = this.opts.now();
    // The delivery's job is queued once its row has committed.
    const queued: (() => Promise<void> | void)[] = [];
    await this.db.transaction(async (tx) => {
      // One member's sends one after another: the pause below holds under concurrent clicks.
      await tx.execute(sql`select pg_advisory_xact_lock(4901, ${userId}::int)`);
      const state = await emailStateOf(tx, userId);
      if (!state) throw unauthorized('账号不可用，请重新登录');
      if (state.confirmed && state.email.toLowerCase() === email.toLowerCase())
        throw badRequest('该邮箱已确认，无需再次确认');
      const [last] = await tx
        .select({ createdAt: emailConfirmations.createdAt })
        .from(emailConfirmations)
        .where(eq(emailConfirmations.userId, userId))
        .orderBy(desc(emailConfirmations.id))
        .limit(1);
      const wait = last ? last.createdAt.getTime() + RESEND_MS - now.getTime() : 0;
      if (wait > 0) throw new AppError(429, `确认邮件发送过于频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`);
      await setUserEmail(tx, userId, email);
      const { token, tokenHash } = newLinkToken();
      const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
      await tx.insert(emailConfirmations).values({ userId, email, tokenHash, expiresAt, createdAt: now });
      await this.opts.notifications.notify(
        {
          event: 'email.confirm',
          facts: { username: state.username, email, expiresAt: chinaTimeText(expiresAt).slice(0, 16) },
          // 通知设置 shows what the link confirms (after sign-in) and confirms on a click.
          path: `/user-info?tab=notifications&confirm=${token}`,
          users: [{ id: userId, email }],
          robots: [],
        },
        { tx, afterCommit: (fn) => void queued.push(fn) },
      );
    });
    await Promise.all(queued.map((fn) => fn()));
    return this.view(userId);
  }

  /** The link, checked: known, the signed-in member's own (when one is), the newest, unused, unexpired. */
  private async check(token: string, caller: number | null) {
    const link = await usableLink(token, caller, this.opts.now(), REFUSALS, (tokenHash) =>
      this.db.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash)),
    );
    const newest = await this.latest(link.userId);
    const state = await emailStateOf(this.db, link.userId);
    if (newest?.id !== link.id || state?.email !== link.email)
      throw gone('此确认链接已失效：接收邮箱已更改或已重新发送确认邮件，请使用最新的邮件');
    return { link, username: state.username };
  }

  async read(token: string, caller: number | null): Promise<EmailConfirmView> {
    const { link, username } = await this.check(token, caller);
    return { username, email: link.email, expiresAt: link.expiresAt.toISOString() };
  }

  /** Confirms the address (one POST wins). */
  async confirm(token: string, caller: number | null): Promise<{ email: string }> {
    const { link } = await this.check(token, caller);
    const now = this.opts.now();
    const done = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmations.id, link.id), isNull(emailConfirmations.usedAt)))
        .returning({ id: emailConfirmations.id });
      return claimed.length === 1 && (await confirmUserEmail(tx, link.userId, link.email, now));
    });
    if (!done) throw gone('此确认链接已使用过或已失效，请刷新通知设置查看邮箱状态');
    return { email: link.email };
  }

  private async latest(userId: number) {
    const [row] = await this.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, userId))
      .orderBy(desc(emailConfirmations.id))
      .limit(1);
    return row;
  }
}
