import { createHash } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  EINVOICE_FOLDER_TYPE_LABEL,
  EINVOICE_ISSUE_STATUS_LABEL,
  EINVOICE_MSG,
  EINVOICE_TYPES,
  INVOICE_STATUS,
  INVOICE_TYPE,
  type EinvoiceIssue,
  type EinvoiceIssueStatus,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { chinaTimeText } from '../../../lib/china-day';
import { isUniqueViolation } from '../../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { taxFactsOfSkus } from '../../catalogue/tax-code';
import { ProviderTimeout, type BlueRequest, type IssueResult } from './einvoice.provider';
import { applicationFacts, applicationGoods } from './einvoice.reads';
import { holdForQuota, quotaNeed, type SellerIssuing } from './quota.service';
import { einvoiceIssues, type EinvoiceIssueRow } from './einvoice.table';
import { checkAgainstRequest, parseEinvoiceXml } from './einvoice.xml';

export const EINVOICE_ISSUE_JOB = 'einvoice.issue';

const view = (r: EinvoiceIssueRow): EinvoiceIssue => ({
  id: r.id,
  invoiceId: r.invoiceId,
  merchantId: r.merchantId,
  serial: r.serial,
  provider: r.provider,
  type: r.type,
  status: r.status,
  statusLabel: EINVOICE_ISSUE_STATUS_LABEL[r.status],
  number: r.number,
  totalFen: r.totalFen,
  xmlSha256: r.xmlSha256,
  lastAnswer: r.lastAnswer,
  attempts: r.attempts,
  createdAt: r.createdAt.toISOString(),
  issuedAt: r.issuedAt?.toISOString() ?? null,
});

/** The request is not settled yet: the job throws it to be retried (with backoff) with the same serial. */
export class StillIssuing extends Error {}

/**
 * Blue 数电票 for invoice applications, beside the paper-era 开票 flow: `ask` checks the application (codes of
 * every line, the seller's profile, the buyer's tax number for 专票) and queues a request with a new serial;
 * `work` sends it and settles it; `settle` also takes the provider's callback. Nothing is issued twice: the
 * serial is unique and every retry sends the same one.
 */
export class EinvoiceIssuing {
  constructor(
    private readonly db: Db,
    private readonly deps: SellerIssuing & {
      /** What is left of the seller's 授信额度 (read afresh; null when unknown): a request over it is held. */
      quotaLeft?: (merchantId: number) => Promise<number | null>;
      /** After an issue: the quota is read again. */
      afterIssue?: (merchantId: number) => Promise<void>;
      /** In the transaction that marks a request issued: the application becomes 已开票 (invoice's). */
      onIssued?: (
        tx: DbOrTx,
        e: { invoiceId: number; number: string; issueDate: string; typeLabel: string },
      ) => Promise<void>;
    },
  ) {}

  /** Queues a blue 数电票 for the application. */
  async ask(invoiceId: number): Promise<EinvoiceIssue> {
    const app = await applicationFacts(this.db, invoiceId);
    if (!app) throw notFound(EINVOICE_MSG.INVOICE_NOT_FOUND);
    if (app.status === INVOICE_STATUS.REJECTED || app.status === INVOICE_STATUS.VOIDED)
      throw conflict(EINVOICE_MSG.CLOSED);
    // Issued already (as a 数电票, or on paper by hand): a second invoice for the same orders never.
    if (app.status === INVOICE_STATUS.ISSUED) throw conflict(EINVOICE_MSG.ISSUED);
    const seller = await this.deps.profiles.party(app.merchantId);
    if (!seller) throw badRequest(EINVOICE_MSG.NO_PROFILE);
    const special = app.type === INVOICE_TYPE.SPECIAL_ELECTRONIC || app.type === INVOICE_TYPE.SPECIAL_PAPER;
    if (special && !app.title.taxNo) throw badRequest(EINVOICE_MSG.NO_TAX_NO);
    const goods = await applicationGoods(this.db, invoiceId);
    if (goods.reduce((n, g) => n + g.amountFen, 0) !== app.totalFen) throw conflict(EINVOICE_MSG.ADJUSTED);
    const facts = await taxFactsOfSkus(
      this.db,
      goods.map((g) => g.skuId),
    );
    const missing = facts.filter((f) => f.missing).map((f) => f.missing);
    if (missing.length) throw badRequest(`${EINVOICE_MSG.MISSING_CODES}${missing.join('；')}`);
    const { drawer, ...sellerParty } = seller;
    const credentials = await this.deps.profiles.credentials(app.merchantId);
    const serialBase = `EI${String(invoiceId).padStart(10, '0')}`;
    const tries = await this.db.$count(einvoiceIssues, eq(einvoiceIssues.invoiceId, invoiceId));
    const request: BlueRequest = {
      serial: `${serialBase}${String(tries + 1).padStart(2, '0')}`,
      type: special ? EINVOICE_TYPES.special : EINVOICE_TYPES.normal,
      seller: sellerParty,
      buyer: {
        taxId: app.title.taxNo,
        name: app.title.companyName,
        address: app.title.regAddress,
        phone: app.title.regPhone,
        bankName: app.title.bankName,
        bankAccount: app.title.bankAccount,
      },
      drawer,
      remark: `订单号：${app.orderNos.join('、')}`.slice(0, 200),
      // Where the provider pushes it once issued: the title's 收票邮箱 and 收票人手机 (发票交付).
      pushTo: { email: app.title.email ?? '', phone: app.title.receiverMobile ?? '' },
      lines: goods.map((g, i) => ({
        name: facts[i]!.lineName,
        taxCode: facts[i]!.code!,
        spec: g.spec,
        unit: g.unit,
        quantity: g.quantity,
        amountInclFen: g.amountFen,
        rate: facts[i]!.rate!,
      })),
    };
    const { maxLines } = await this.deps.provider(app.merchantId);
    if (request.lines.length > maxLines)
      throw badRequest(
        `该发票申请有 ${request.lines.length} 个开票行，超过开票服务单张发票 ${maxLines} 行的上限，请驳回后分开申请`,
      );
    let row: EinvoiceIssueRow;
    try {
      [row] = (await this.db
        .insert(einvoiceIssues)
        .values({
          invoiceId,
          merchantId: app.merchantId,
          serial: request.serial,
          provider: credentials?.provider ?? 'sandbox',
          type: request.type,
          request,
          totalFen: app.totalFen,
        })
        .returning()) as [EinvoiceIssueRow];
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EINVOICE_MSG.ALREADY);
      throw err;
    }
    await this.deps.enqueue(row.id);
    return view(row);
  }

  /** The requests, newest first; a status narrows them (开具中 shows what is stuck, with its last answer). */
  async list(status?: EinvoiceIssueStatus): Promise<EinvoiceIssue[]> {
    const rows = await this.db
      .select()
      .from(einvoiceIssues)
      .where(status ? eq(einvoiceIssues.status, status) : undefined)
      .orderBy(desc(einvoiceIssues.id))
      .limit(200);
    return rows.map(view);
  }

  /** The job: sends the request (again, with the same serial) and settles what the provider answers. */
  async work(issueId: number): Promise<void> {
    const [row] = await this.db.select().from(einvoiceIssues).where(eq(einvoiceIssues.id, issueId));
    if (!row || row.status === 'issued' || row.status === 'failed' || row.status === 'held') return;
    // Never sent yet: held while it would exceed the month's 授信额度 (released when the quota grows). A
    // request already sent is never held: its serial may have been taken.
    if (row.attempts === 0 && this.deps.quotaLeft) {
      const left = await this.deps.quotaLeft(row.merchantId);
      const need = quotaNeed(row.request);
      if (left !== null && need > left && (await holdForQuota(this.db, row.id, need, left))) return;
    }
    const provider = await this.deps.provider(row.merchantId);
    await this.db
      .update(einvoiceIssues)
      .set({ status: 'issuing', attempts: sql`${einvoiceIssues.attempts} + 1`, updatedAt: new Date() })
      .where(eq(einvoiceIssues.id, issueId));
    try {
      await provider.issueBlue(row.request);
    } catch (err) {
      const answer =
        err instanceof ProviderTimeout
          ? '开票服务未应答（超时），将以同一流水号重试'
          : `提交失败：${String(err)}`;
      await this.note(issueId, answer);
      throw new StillIssuing(answer);
    }
    const result = await provider.query(row.serial);
    const settled = await this.settle(result);
    if (!settled) throw new StillIssuing(`流水号 ${row.serial} 开具中`);
  }

  /** Settles an answer (from the job or the provider's callback, any number of times); whether it is final. */
  async settle(result: IssueResult): Promise<boolean> {
    const serial = result.status === 'issued' ? result.invoice.serial : result.serial;
    const [row] = await this.db.select().from(einvoiceIssues).where(eq(einvoiceIssues.serial, serial));
    if (!row) return false;
    if (row.status === 'issued' || row.status === 'failed') return true;
    if (result.status === 'issuing' || result.status === 'unknown') {
      await this.note(row.id, result.status === 'issuing' ? '开具中' : '开票服务尚无此流水号的结果');
      return false;
    }
    if (result.status === 'failed') {
      await this.finish(row.id, { status: 'failed', lastAnswer: `开具失败：${result.reason}`.slice(0, 500) });
      return true;
    }
    const { number, xml } = result.invoice;
    let diffs: string[];
    try {
      const parsed = parseEinvoiceXml(xml);
      diffs = parsed.number === number ? checkAgainstRequest(parsed, row.request) : ['发票号码与 XML 不符'];
    } catch {
      diffs = ['XML 无法解析'];
    }
    if (diffs.length) {
      // Issued at the bureau but not what we asked: never shown as issued; an operator looks at it.
      await this.note(row.id, `开票服务返回的 XML 与申请不符（${diffs.join('；')}），发票号码 ${number}`);
      return true;
    }
    const issuedAt = new Date();
    await this.db.transaction(async (tx) => {
      const done = await this.finish(
        row.id,
        {
          status: 'issued',
          number,
          xml,
          xmlSha256: createHash('sha256').update(xml, 'utf8').digest('hex'),
          lastAnswer: '已开具',
          issuedAt,
          // A 专票 is taken as confirmed for use from issue (the buyer deducts it): a red form then needs the
          // other party's confirmation. A 普票's buyer confirms by 确认用途.
          useConfirmedAt: row.type === EINVOICE_TYPES.special ? issuedAt : null,
        },
        tx,
      );
      // Settled once: a second answer (job and callback both) finds it issued and changes nothing.
      if (done)
        await this.deps.onIssued?.(tx, {
          invoiceId: row.invoiceId,
          number,
          issueDate: chinaTimeText(issuedAt).slice(0, 10),
          typeLabel: EINVOICE_FOLDER_TYPE_LABEL[row.type],
        });
    });
    await this.deps.afterIssue?.(row.merchantId).catch(() => undefined);
    return true;
  }

  private async note(id: number, lastAnswer: string) {
    await this.db
      .update(einvoiceIssues)
      .set({ lastAnswer: lastAnswer.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(einvoiceIssues.id, id), ne(einvoiceIssues.status, 'issued')));
  }

  /** Moves an 开具中 request to its end; whether this call did (false: another answer settled it first). */
  private async finish(id: number, set: Partial<EinvoiceIssueRow>, tx: DbOrTx = this.db): Promise<boolean> {
    const moved = await tx
      .update(einvoiceIssues)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(einvoiceIssues.id, id), eq(einvoiceIssues.status, 'issuing')))
      .returning({ id: einvoiceIssues.id });
    return moved.length > 0;
  }
}
