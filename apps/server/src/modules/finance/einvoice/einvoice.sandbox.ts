import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { workOut } from './einvoice.amounts';
import { einvoiceNumber, regionOfTaxId } from './einvoice.number';
import type {
  Accepted,
  BlueRequest,
  DeliveryRequest,
  DeliveryResult,
  InvoiceProvider,
  IssueCallback,
  IssueResult,
  Quota,
  RedConfirmation,
  RedConfirmationRequest,
  RedConfirmationStatus,
  RedRequest,
} from './einvoice.provider';
import { EINVOICE_MAX_LINES, ProviderTimeout } from './einvoice.provider';
import { answerOf, SandboxDeliveryBook, type SandboxDelivery } from './einvoice.sandbox-delivery';
import { einvoiceSandboxInvoices, einvoiceSandboxQuotas, einvoiceSandboxRedForms } from './einvoice.table';
import { einvoiceXml } from './einvoice.xml';

const BEIJING_MS = 8 * 3600_000;

/**
 * How the sandbox answers the next new request (an issue or a delivery): as asked, with a failure, with a lost
 * answer, or twice (a delivery answers once).
 */
export type SandboxMode =
  { kind: 'ok' } | { kind: 'fail'; reason: string } | { kind: 'timeout' } | { kind: 'twice' };

export type SandboxOptions = {
  /** How long after a submit the answer is ready (query says issuing until then; the callback comes then). */
  delayMs?: number;
  now?: () => Date;
  /** The issuing channel digit of the number (the sandbox's own). */
  channel?: number;
  /** Each seller's monthly 授信额度 (tax-exclusive 分). */
  monthlyQuotaFen?: number;
  /** Lines per invoice (EINVOICE_MAX_LINES unless a test asks for fewer). */
  maxLines?: number;
};

/**
 * The sandbox 数电票 provider (the default outside production): behaves as a provider does — a submit is taken
 * at once and answered after `delayMs` (by query and by the callback), numbers are the bureau's 20-digit layout,
 * the XML is the national structure — and can be told to fail, to lose its answer or to answer twice. Its books
 * are a table, so a serial yields one invoice however often, and in however many processes, it is sent.
 */
export class SandboxProvider implements InvoiceProvider {
  readonly name = 'sandbox';
  readonly maxLines: number;
  private readonly modes: SandboxMode[] = [];
  private readonly callbacks: IssueCallback[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly delayMs: number;
  private readonly now: () => Date;
  private readonly channel: number;
  private readonly deliveryBook: SandboxDeliveryBook;

  constructor(
    private readonly db: Db,
    private readonly options: SandboxOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 0;
    this.now = options.now ?? (() => new Date());
    this.channel = options.channel ?? 9;
    this.maxLines = options.maxLines ?? EINVOICE_MAX_LINES;
    this.deliveryBook = new SandboxDeliveryBook(db);
  }

  /** How the next new requests are answered, in order (then normally again). */
  script(...modes: SandboxMode[]): void {
    this.modes.push(...modes);
  }

  onResult(callback: IssueCallback): void {
    this.callbacks.push(callback);
  }

  /** Waits until the callbacks due so far have run (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  issueBlue(request: BlueRequest): Promise<Accepted> {
    return this.submit(request);
  }

  /** A red invoice: only for a form the bureau holds in effect (confirmed, or needing no confirmation). */
  async issueRed(request: RedRequest): Promise<Accepted> {
    const [form] = await this.db
      .select()
      .from(einvoiceSandboxRedForms)
      .where(eq(einvoiceSandboxRedForms.formNumber, request.formNumber));
    if (!form || form.blueNumber !== request.blueNumber) throw new Error('sandbox: no such 红字确认单');
    if (form.status !== 'confirmed' && form.status !== 'no_confirm_needed')
      throw new Error(`sandbox: the form is ${form.status}`);
    return this.submit(request, { blueNumber: request.blueNumber, formNumber: request.formNumber });
  }

  private async submit(
    request: BlueRequest,
    red?: { blueNumber: string; formNumber: string },
  ): Promise<Accepted> {
    const known = await this.row(request.serial);
    if (known) return { serial: request.serial, accepted: true };
    const mode = this.modes.shift() ?? { kind: 'ok' };
    const at = this.now();
    const readyAt = new Date(at.getTime() + this.delayMs);
    const taken = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(einvoiceSandboxInvoices)
        .values({
          serial: request.serial,
          sellerTaxId: request.seller.taxId,
          status: mode.kind === 'fail' ? 'failed' : 'issued',
          reason: mode.kind === 'fail' ? mode.reason.slice(0, 200) : '',
          readyAt,
        })
        .onConflictDoNothing()
        .returning({ id: einvoiceSandboxInvoices.id });
      if (!row || mode.kind === 'fail') return !!row;
      // The bureau's year and issue time are Beijing time's.
      const beijing = new Date(at.getTime() + BEIJING_MS);
      const number = einvoiceNumber({
        year: beijing.getUTCFullYear(),
        region: regionOfTaxId(request.seller.taxId),
        channel: this.channel,
        sequence: row.id,
      });
      const issuedAt = beijing.toISOString().slice(0, 19).replace('T', ' ');
      const xml = einvoiceXml(
        request,
        { number, issuedAt, authority: `${regionOfTaxId(request.seller.taxId)}000000000` },
        red,
      );
      await tx
        .update(einvoiceSandboxInvoices)
        .set({ number, xml, amountFen: workOut(request.lines).totals.amountFen })
        .where(eq(einvoiceSandboxInvoices.id, row.id));
      if (request.pushTo)
        await this.deliveryBook.push(tx, {
          serial: request.serial,
          number,
          xml,
          readyAt,
          pushTo: request.pushTo,
        });
      return true;
    });
    if (taken) this.answerLater(request.serial, mode.kind === 'twice' ? 2 : 1);
    if (mode.kind === 'timeout') throw new ProviderTimeout(request.serial);
    return { serial: request.serial, accepted: true };
  }

  async query(serial: string): Promise<IssueResult> {
    const row = await this.row(serial);
    if (!row) return { status: 'unknown', serial };
    if (this.now() < row.readyAt) return { status: 'issuing', serial };
    if (row.status === 'failed') return { status: 'failed', serial, reason: row.reason };
    return {
      status: 'issued',
      invoice: { serial, number: row.number!, issuedAt: row.createdAt.toISOString(), xml: row.xml },
    };
  }

  /**
   * 发票交付: a new serial is recorded (sent, or failed as scripted) and answered after the delay; a lost answer
   * (scripted timeout) is recorded and thrown as ProviderTimeout. A serial sent again answers its first
   * delivery and sends nothing more.
   */
  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    if (!request.email && !request.phone) throw new Error('sandbox: a delivery needs an e-mail or a phone');
    const known = await this.deliveryBook.find(request.serial);
    if (known) return answerOf(known);
    const mode = this.modes.shift() ?? { kind: 'ok' };
    const readyAt = new Date(this.now().getTime() + this.delayMs);
    const row = await this.deliveryBook.record(request, readyAt, mode.kind === 'fail' ? mode.reason : null);
    if (mode.kind === 'timeout') throw new ProviderTimeout(request.serial);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return answerOf(row);
  }

  /** What the sandbox delivered (or refused to), newest first; of one invoice when `number` is given. */
  deliveries(number?: string): Promise<SandboxDelivery[]> {
    return this.deliveryBook.list(number);
  }

  /** A form over one of the sandbox's blue invoices; a serial applied again answers the first form. */
  async applyRedConfirmation(request: RedConfirmationRequest): Promise<RedConfirmation> {
    const known = await this.formBy(eq(einvoiceSandboxRedForms.serial, request.serial));
    if (known) return known;
    const [blue] = await this.db
      .select({ sellerTaxId: einvoiceSandboxInvoices.sellerTaxId })
      .from(einvoiceSandboxInvoices)
      .where(eq(einvoiceSandboxInvoices.number, request.blueNumber));
    if (!blue) throw new Error('sandbox: no such blue invoice');
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(einvoiceSandboxRedForms);
    const formNumber = `${request.blueNumber.slice(0, 4)}${String((count?.n ?? 0) + 1).padStart(16, '0')}`;
    await this.db
      .insert(einvoiceSandboxRedForms)
      .values({
        formNumber,
        serial: request.serial,
        blueNumber: request.blueNumber,
        sellerTaxId: blue.sellerTaxId,
        status: request.needsConfirm ? 'pending' : 'no_confirm_needed',
        request,
      })
      .onConflictDoNothing();
    const form = await this.formBy(eq(einvoiceSandboxRedForms.serial, request.serial));
    if (!form) throw new Error('sandbox: the form number was taken, apply again');
    return form;
  }

  confirmRedConfirmation(formNumber: string) {
    return this.moveForm(formNumber, 'confirmed');
  }
  rejectRedConfirmation(formNumber: string) {
    return this.moveForm(formNumber, 'rejected');
  }
  revokeRedConfirmation(formNumber: string) {
    return this.moveForm(formNumber, 'revoked');
  }
  async listRedConfirmations(sellerTaxId: string): Promise<RedConfirmation[]> {
    const rows = await this.db
      .select()
      .from(einvoiceSandboxRedForms)
      .where(eq(einvoiceSandboxRedForms.sellerTaxId, sellerTaxId));
    return rows.map((r) => ({
      serial: r.serial,
      formNumber: r.formNumber,
      blueNumber: r.blueNumber,
      status: r.status,
    }));
  }

  /** Sets a seller's monthly 授信额度 (tests, development: the bureau raising or lowering it). */
  async setQuota(sellerTaxId: string, totalFen: number): Promise<void> {
    await this.db
      .insert(einvoiceSandboxQuotas)
      .values({ sellerTaxId, totalFen })
      .onConflictDoUpdate({ target: einvoiceSandboxQuotas.sellerTaxId, set: { totalFen } });
  }

  async download(number: string, format: 'xml' | 'pdf'): Promise<Buffer> {
    if (format === 'pdf') throw new Error('sandbox: the PDF layout is not in this slice');
    const [row] = await this.db
      .select({ xml: einvoiceSandboxInvoices.xml })
      .from(einvoiceSandboxInvoices)
      .where(eq(einvoiceSandboxInvoices.number, number));
    if (!row) throw new Error('sandbox: no such invoice');
    return Buffer.from(row.xml, 'utf8');
  }

  async quota(sellerTaxId: string): Promise<Quota> {
    const beijing = new Date(this.now().getTime() + BEIJING_MS);
    const monthStart = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), 1) - BEIJING_MS);
    const [used] = await this.db
      .select({ fen: sql<string>`coalesce(sum(${einvoiceSandboxInvoices.amountFen}), 0)` })
      .from(einvoiceSandboxInvoices)
      .where(
        and(
          eq(einvoiceSandboxInvoices.sellerTaxId, sellerTaxId),
          eq(einvoiceSandboxInvoices.status, 'issued'),
          gte(einvoiceSandboxInvoices.createdAt, monthStart),
        ),
      );
    const [set] = await this.db
      .select({ totalFen: einvoiceSandboxQuotas.totalFen })
      .from(einvoiceSandboxQuotas)
      .where(eq(einvoiceSandboxQuotas.sellerTaxId, sellerTaxId));
    const totalFen = set?.totalFen ?? this.options.monthlyQuotaFen ?? 100_000_000_00;
    const usedFen = Number(used?.fen ?? 0);
    return { totalFen, usedFen, remainingFen: Math.max(0, totalFen - usedFen) };
  }

  private async row(serial: string) {
    const [row] = await this.db
      .select()
      .from(einvoiceSandboxInvoices)
      .where(eq(einvoiceSandboxInvoices.serial, serial));
    return row;
  }

  private async formBy(where: SQL): Promise<RedConfirmation | undefined> {
    const [r] = await this.db.select().from(einvoiceSandboxRedForms).where(where);
    return r && { serial: r.serial, formNumber: r.formNumber, blueNumber: r.blueNumber, status: r.status };
  }

  /** The other party's answer or the applicant's revoke: only from 待确认, once (a conditional update). */
  private async moveForm(formNumber: string, status: RedConfirmationStatus): Promise<RedConfirmation> {
    const moved = await this.db
      .update(einvoiceSandboxRedForms)
      .set({ status })
      .where(
        and(
          eq(einvoiceSandboxRedForms.formNumber, formNumber),
          eq(einvoiceSandboxRedForms.status, 'pending'),
        ),
      )
      .returning({ formNumber: einvoiceSandboxRedForms.formNumber });
    const form = await this.formBy(eq(einvoiceSandboxRedForms.formNumber, formNumber));
    if (!form) throw new Error('sandbox: no such form');
    // The same answer again (a retry) is the same form; another is refused.
    if (moved[0] || form.status === status) return form;
    throw new Error(`sandbox: the form is ${form.status}`);
  }

  /** The provider's push after the delay: `times` calls with the same answer. */
  private answerLater(serial: string, times: number) {
    const job = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        void (async () => {
          const result = await this.query(serial);
          for (let i = 0; i < times; i++) for (const cb of this.callbacks) await cb(result);
        })()
          .catch(() => undefined)
          .finally(resolve);
      }, this.delayMs);
      timer.unref?.();
    });
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }
}
