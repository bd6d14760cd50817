import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { DIGEST_EVENT, DIGEST_TIME } from '@mall/shared';
import type { Db } from '../../../db/client';
import { escapeHtml } from '../../../lib/html';
import { notificationDeliveries, type RenderedMessage } from './delivery.table';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;
/** Advisory lock class of one member's digest (with his id): two runs never send him two. */
const DIGEST_LOCK = 4902;
/** At most this many messages in one digest; more wait for the next day's. */
const DIGEST_MAX = 200;

/** The latest digest time at or before `now`: today's 08:00 China time, or yesterday's before it. */
export function digestMoment(now: Date): Date {
  const [hh = 8, mm = 0] = DIGEST_TIME.split(':').map(Number);
  const chinaMidnight = Math.floor((now.getTime() + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS;
  const at = chinaMidnight + (hh * 60 + mm) * 60_000;
  return new Date(at > now.getTime() ? at - DAY_MS : at);
}

/** The China date of a moment (YYYY-MM-DD). */
const chinaDate = (at: Date) => new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 10);

/** One mail of the messages held for the digest: each one's subject and its link, in the order they came. */
function renderDigest(held: readonly RenderedMessage[], date: string, centre: string): RenderedMessage {
  const subject = `【每日消息汇总】${date} 共 ${held.length} 条`;
  const intro = `以下是 ${date} 汇总的 ${held.length} 条通知（您在通知设置中选择了每日汇总）。`;
  const text = [
    intro,
    '',
    ...held.flatMap((m, i) => [`${i + 1}. ${m.subject}`, `   ${m.link}`]),
    '',
    `通知设置：${centre}`,
    '',
    '—— 工业品商城',
  ].join('\n');
  const items = held
    .map(
      (m) =>
        `<li style="margin:6px 0"><a href="${escapeHtml(m.link)}" style="color:#1677ff;text-decoration:none">${escapeHtml(m.subject)}</a></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#222;max-width:560px">
<p>${escapeHtml(intro)}</p>
<ol style="padding-left:20px">${items}</ol>
<p style="color:#999;font-size:12px">不想再收到汇总？<a href="${escapeHtml(centre)}">修改通知设置</a>。</p>
<p style="color:#999;font-size:12px">—— 工业品商城</p>
</body></html>`;
  const markdown = [`**${subject}**`, ...held.map((m) => `- [${m.subject}](${m.link})`)].join('\n');
  return { subject, text, html, markdown, link: centre };
}

/**
 * 每日汇总: at the latest digest time (08:00 China time), for each member with mail held for the digest
 * (status `digest`) from before it and no digest since it, one `digest.daily` mail of them; they become
 * `digested` in the same transaction, under the member's advisory lock, so a second run (or process) sends
 * nothing twice. Returns the new deliveries' ids to queue. What is held after 08:00 waits for the next day's.
 */
export async function makeDigests(db: Db, opts: { now: Date; publicOrigin: string }): Promise<number[]> {
  const d = notificationDeliveries;
  const moment = digestMoment(opts.now);
  const members = await db
    .selectDistinct({ userId: d.userId })
    .from(d)
    .where(and(eq(d.status, 'digest'), isNotNull(d.userId), lt(d.createdAt, moment)))
    .limit(1000);
  const centre = `${opts.publicOrigin}/user-info?tab=notifications`;
  const made: number[] = [];
  for (const { userId } of members) {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK}, ${userId}::int)`);
      const [sent] = await tx
        .select({ id: d.id })
        .from(d)
        .where(and(eq(d.userId, userId!), eq(d.event, DIGEST_EVENT), gte(d.createdAt, moment)))
        .limit(1);
      if (sent) return null;
      const held = await tx
        .select({ id: d.id, target: d.target, message: d.message })
        .from(d)
        .where(and(eq(d.userId, userId!), eq(d.status, 'digest'), lt(d.createdAt, moment)))
        .orderBy(asc(d.id))
        .limit(DIGEST_MAX);
      if (!held.length) return null;
      const [row] = await tx
        .insert(d)
        .values({
          event: DIGEST_EVENT,
          channel: 'email',
          userId,
          target: held.at(-1)!.target,
          message: renderDigest(
            held.map((h) => h.message),
            chinaDate(moment),
            centre,
          ),
          createdAt: opts.now,
        })
        .returning({ id: d.id });
      await tx
        .update(d)
        .set({ status: 'digested' })
        .where(
          inArray(
            d.id,
            held.map((h) => h.id),
          ),
        );
      return row!.id;
    });
    if (id) made.push(id);
  }
  return made;
}
