import { and, asc, eq, sql } from 'drizzle-orm';
import { fenToYuan, QUOTA_MONTH_END_DAYS, QUOTA_WARN_PERCENT, type EinvoiceQuota } from '@mall/shared';
import type { Db } from '../../../db/client';
import type { SellerTaxProfileService } from './einvoice-profile.service';
import { workOut } from './einvoice.amounts';
import type { InvoiceProvider } from './einvoice.provider';
import { einvoiceIssues, sellerTaxProfiles } from './einvoice.table';
import { waitingApplications } from './einvoice.reads';
import { einvoiceQuotas } from './red-form.table';

/** What issuing for a seller takes: its tax profile, its provider, and the queue of requests to issue. */
export type SellerIssuing = {
  profiles: SellerTaxProfileService;
  provider: (merchantId: number) => Promise<InvoiceProvider>;
  /** Queues a request (new, or released) for issuing. */
  enqueue: (issueId: number) => Promise<void>;
};

/** A blue request's tax-exclusive amount: what it takes of the quota. */
export const quotaNeed = (request: { lines: Parameters<typeof workOut>[0] }) =>
  workOut(request.lines).totals.amountFen;

/**
 * Each seller's monthly 授信额度: read from its provider daily (the `einvoice.quota` job) and after each issue,
 * kept with the time of reading. A blue request that would exceed what is left is held (开具 would fail at the
 * bureau; the month-end merged run is the usual case) and released, oldest first, when a reading shows room.
 */
export class EinvoiceQuotas {
  constructor(
    private readonly db: Db,
    private readonly deps: SellerIssuing & { now: () => Date },
  ) {}

  /** The last reading with the 80 % warning and what is held. */
  async read(merchantId: number): Promise<EinvoiceQuota> {
    const [q] = await this.db.select().from(einvoiceQuotas).where(eq(einvoiceQuotas.merchantId, merchantId));
    const held = await this.held(merchantId);
    const heldFen = held.reduce((s, h) => s + h.needFen, 0);
    const waiting = await waitingApplications(this.db, merchantId);
    const totalFen = q?.totalFen ?? 0;
    const usedFen = q?.usedFen ?? 0;
    const remainingFen = q?.remainingFen ?? 0;
    const usedPercent = totalFen > 0 ? Math.floor((usedFen * 100) / totalFen) : 0;
    const high = totalFen > 0 && usedPercent >= QUOTA_WARN_PERCENT;
    const daysLeft = daysToMonthEnd(this.deps.now());
    const short = !!q && daysLeft <= QUOTA_MONTH_END_DAYS && waiting.amountFen > remainingFen;
    const warnings: string[] = [];
    if (high)
      warnings.push(
        `本月授信额度已使用 ${usedPercent}%（剩余 ¥${fenToYuan(remainingFen)}），月末合并开票前请留意额度`,
      );
    if (short)
      warnings.push(
        `距月末还有 ${daysLeft} 天：待开具的 ${waiting.count} 张发票申请（含月末合并开票，不含税 ¥${fenToYuan(waiting.amountFen)}）超过剩余额度 ¥${fenToYuan(remainingFen)}，超出部分将暂缓开具，请及时申请调整授信额度`,
      );
    if (held.length)
      warnings.push(
        `${held.length} 张发票因额度不足暂缓开具（合计不含税 ¥${fenToYuan(heldFen)}），额度增加后自动开具`,
      );
    return {
      merchantId,
      totalFen,
      usedFen,
      remainingFen,
      usedPercent,
      warn: high || short,
      warning: warnings.join('；'),
      heldCount: held.length,
      heldFen,
      waitingCount: waiting.count,
      waitingFen: waiting.amountFen,
      readAt: q?.readAt?.toISOString() ?? null,
      lastError: q?.lastError ?? '',
    };
  }

  /**
   * Reads the quota from the provider and keeps it; then releases held requests that now fit, oldest first.
   * The remaining amount (null when the provider could not answer: nothing is held for want of a reading).
   */
  async refresh(merchantId: number): Promise<number | null> {
    const party = await this.deps.profiles.party(merchantId);
    if (!party) return null;
    let remaining: number;
    try {
      const q = await (await this.deps.provider(merchantId)).quota(party.taxId);
      remaining = q.remainingFen;
      const values = {
        totalFen: q.totalFen,
        usedFen: q.usedFen,
        remainingFen: q.remainingFen,
        readAt: this.deps.now(),
        lastError: '',
      };
      await this.db
        .insert(einvoiceQuotas)
        .values({ merchantId, ...values })
        .onConflictDoUpdate({ target: einvoiceQuotas.merchantId, set: values });
    } catch (err) {
      const lastError = `读取授信额度失败：${err instanceof Error ? err.message : String(err)}`.slice(0, 300);
      await this.db
        .insert(einvoiceQuotas)
        .values({ merchantId, lastError })
        .onConflictDoUpdate({ target: einvoiceQuotas.merchantId, set: { lastError } });
      return null;
    }
    await this.release(merchantId, remaining);
    return remaining;
  }

  /** The daily reading of every seller with a tax profile; how many were read. */
  async refreshAll(): Promise<number> {
    const sellers = await this.db
      .select({ merchantId: sellerTaxProfiles.merchantId })
      .from(sellerTaxProfiles);
    let read = 0;
    for (const s of sellers) if ((await this.refresh(s.merchantId)) !== null) read++;
    return read;
  }

  /** Held requests that fit in `remaining`, oldest first, go back to the queue. */
  private async release(merchantId: number, remaining: number): Promise<void> {
    let room = remaining;
    for (const h of await this.held(merchantId)) {
      if (h.needFen > room) break;
      const [moved] = await this.db
        .update(einvoiceIssues)
        .set({ status: 'queued', lastAnswer: '授信额度已增加，重新排队开具', updatedAt: new Date() })
        .where(and(eq(einvoiceIssues.id, h.id), eq(einvoiceIssues.status, 'held')))
        .returning({ id: einvoiceIssues.id });
      if (!moved) continue;
      room -= h.needFen;
      await this.deps.enqueue(h.id);
    }
  }

  private async held(merchantId: number) {
    const rows = await this.db
      .select({ id: einvoiceIssues.id, request: einvoiceIssues.request })
      .from(einvoiceIssues)
      .where(and(eq(einvoiceIssues.merchantId, merchantId), eq(einvoiceIssues.status, 'held')))
      .orderBy(asc(einvoiceIssues.id));
    return rows.map((r) => ({ id: r.id, needFen: quotaNeed(r.request) }));
  }
}

/** Marks a queued request held (it would exceed the quota); whether it was. */
export async function holdForQuota(db: Db, issueId: number, needFen: number, leftFen: number) {
  const [row] = await db
    .update(einvoiceIssues)
    .set({
      status: 'held',
      lastAnswer: `授信额度不足：本张不含税 ¥${fenToYuan(needFen)}，本月剩余 ¥${fenToYuan(leftFen)}；额度增加后自动开具`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(einvoiceIssues.id, issueId), eq(einvoiceIssues.status, 'queued')))
    .returning({ id: einvoiceIssues.id });
  return !!row;
}

/** Whole days from this China day to the month's last (0 on the last day). */
export function daysToMonthEnd(now: Date): number {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const last = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + 1, 0)).getUTCDate();
  return last - china.getUTCDate();
}
