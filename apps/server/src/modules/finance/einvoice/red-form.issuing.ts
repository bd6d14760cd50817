import { createHash } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { StillIssuing } from './einvoice.issuing';
import {
  ProviderTimeout,
  type InvoiceProvider,
  type IssueResult,
  type RedRequest,
} from './einvoice.provider';
import { einvoiceIssues } from './einvoice.table';
import { checkAgainstRequest, parseEinvoiceXml } from './einvoice.xml';
import { einvoiceRedForms, type RedFormRow } from './red-form.table';

export const EINVOICE_RED_JOB = 'einvoice.red';

/**
 * The red invoice of a form in effect (confirmed, or needing no confirmation): the blue request's parties and
 * the form's negative lines, sent with its own serial (RD…, retried with the same one) through the seller's
 * provider; the XML is parsed back and checked against the request, and must name the blue number, before the
 * red invoice counts as issued. It is kept on the form, so it stays linked to the blue one.
 */
export class RedInvoicing {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      provider: (merchantId: number) => Promise<InvoiceProvider>;
      enqueue: (formId: number) => Promise<void>;
      afterIssue?: (merchantId: number) => Promise<void>;
      /**
       * In the transaction that marks a red invoice issued: the application's side (invoice's). `whole` when
       * the issued reds now reverse every line of the blue one in full.
       */
      onRedIssued?: (
        tx: DbOrTx,
        e: { invoiceId: number; redNumber: string; whole: boolean },
      ) => Promise<void>;
    },
  ) {}

  /** Queues the red invoice of a form now in effect (once: a form has one red serial). */
  async start(formId: number): Promise<void> {
    const [form] = await this.db.select().from(einvoiceRedForms).where(eq(einvoiceRedForms.id, formId));
    if (!form || form.redStatus !== 'none') return;
    const [blue] = await this.db.select().from(einvoiceIssues).where(eq(einvoiceIssues.id, form.blueIssueId));
    if (!blue?.number) return;
    const request: RedRequest = {
      ...blue.request,
      serial: `RD${String(form.id).padStart(10, '0')}01`,
      formNumber: form.formNumber,
      blueNumber: blue.number,
      remark: `对应正数发票号码：${blue.number}；红字确认单编号：${form.formNumber}`.slice(0, 200),
      lines: form.lines.map(({ blueIndex: _index, ...line }) => line),
    };
    const [queued] = await this.db
      .update(einvoiceRedForms)
      .set({ redStatus: 'queued', redSerial: request.serial, redRequest: request, updatedAt: new Date() })
      .where(and(eq(einvoiceRedForms.id, formId), eq(einvoiceRedForms.redStatus, 'none')))
      .returning({ id: einvoiceRedForms.id });
    if (queued) await this.deps.enqueue(formId);
  }

  /** The job: sends the red request (again, with the same serial) and settles the answer. */
  async work(formId: number): Promise<void> {
    const [form] = await this.db.select().from(einvoiceRedForms).where(eq(einvoiceRedForms.id, formId));
    if (!form?.redRequest || !['queued', 'issuing'].includes(form.redStatus)) return;
    const provider = await this.deps.provider(form.merchantId);
    await this.db
      .update(einvoiceRedForms)
      .set({
        redStatus: 'issuing',
        redAttempts: sql`${einvoiceRedForms.redAttempts} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(einvoiceRedForms.id, formId));
    try {
      await provider.issueRed(form.redRequest);
    } catch (err) {
      const answer =
        err instanceof ProviderTimeout
          ? '开票服务未应答（超时），将以同一流水号重试'
          : `提交失败：${err instanceof Error ? err.message : String(err)}`;
      await this.note(formId, answer);
      throw new StillIssuing(answer);
    }
    const settled = await this.settle(await provider.query(form.redRequest.serial));
    if (!settled) throw new StillIssuing(`红字发票流水号 ${form.redRequest.serial} 开具中`);
  }

  /** Settles an answer for a red serial (job or callback, any number of times); false when not ours or not final. */
  async settle(result: IssueResult): Promise<boolean> {
    const serial = result.status === 'issued' ? result.invoice.serial : result.serial;
    if (!serial.startsWith('RD')) return false;
    const [form] = await this.db
      .select()
      .from(einvoiceRedForms)
      .where(eq(einvoiceRedForms.redSerial, serial));
    if (!form?.redRequest) return false;
    if (form.redStatus === 'issued' || form.redStatus === 'failed') return true;
    if (result.status === 'issuing' || result.status === 'unknown') {
      await this.note(form.id, result.status === 'issuing' ? '开具中' : '开票服务尚无此流水号的结果');
      return false;
    }
    if (result.status === 'failed') {
      await this.finish(form, {
        redStatus: 'failed',
        redLastAnswer: `开具失败：${result.reason}`.slice(0, 500),
      });
      return true;
    }
    const { number, xml } = result.invoice;
    let diffs: string[];
    try {
      const parsed = parseEinvoiceXml(xml);
      diffs =
        parsed.number === number ? checkAgainstRequest(parsed, form.redRequest) : ['发票号码与 XML 不符'];
      if (parsed.redOf !== form.redRequest.blueNumber) diffs.push('XML 未注明对应的蓝字发票号码');
    } catch {
      diffs = ['XML 无法解析'];
    }
    if (diffs.length) {
      await this.note(
        form.id,
        `开票服务返回的红字发票 XML 与申请不符（${diffs.join('；')}），发票号码 ${number}`,
      );
      return true;
    }
    await this.db.transaction(async (tx) => {
      const done = await this.finish(
        form,
        {
          redStatus: 'issued',
          redNumber: number,
          redXml: xml,
          redXmlSha256: createHash('sha256').update(xml, 'utf8').digest('hex'),
          redLastAnswer: '已开具',
          redIssuedAt: new Date(),
        },
        tx,
      );
      if (done)
        await this.deps.onRedIssued?.(tx, {
          invoiceId: form.invoiceId,
          redNumber: number,
          whole: await reversedWhole(tx, form.blueIssueId),
        });
    });
    await this.deps.afterIssue?.(form.merchantId).catch(() => undefined);
    return true;
  }

  private async note(id: number, answer: string) {
    await this.db
      .update(einvoiceRedForms)
      .set({ redLastAnswer: answer.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(einvoiceRedForms.id, id), ne(einvoiceRedForms.redStatus, 'issued')));
  }

  /** Moves the form's red invoice to its end; whether this call did (false: another answer settled it). */
  private async finish(form: RedFormRow, set: Partial<RedFormRow>, tx: DbOrTx = this.db): Promise<boolean> {
    const moved = await tx
      .update(einvoiceRedForms)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(eq(einvoiceRedForms.id, form.id), inArray(einvoiceRedForms.redStatus, ['queued', 'issuing'])),
      )
      .returning({ id: einvoiceRedForms.id });
    return moved.length > 0;
  }
}

/** Whether the red invoices issued so far reverse every line of the blue one in full (amount with tax). */
async function reversedWhole(tx: DbOrTx, blueIssueId: number): Promise<boolean> {
  const [blue] = await tx
    .select({ request: einvoiceIssues.request })
    .from(einvoiceIssues)
    .where(eq(einvoiceIssues.id, blueIssueId));
  if (!blue) return false;
  const reds = await tx
    .select({ lines: einvoiceRedForms.lines })
    .from(einvoiceRedForms)
    .where(and(eq(einvoiceRedForms.blueIssueId, blueIssueId), eq(einvoiceRedForms.redStatus, 'issued')));
  const left = blue.request.lines.map((l) => l.amountInclFen);
  for (const red of reds)
    for (const l of red.lines) left[l.blueIndex] = (left[l.blueIndex] ?? 0) + l.amountInclFen;
  return left.every((fen) => fen === 0);
}
