import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import {
  fenToChineseCapital,
  fenToYuan,
  QUOTATION_VALIDITY_DAYS,
  type QuotationState,
  type AdminQuotationPage,
  type QuotationCartReport,
  type QuotationDetail,
  type QuotationOptions,
  type QuotationPage,
  type QuotationSettings,
  type QuotationSummary,
  type SiteConfig,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { chinaDate, likeContains } from '../../../lib/china-day';
import { addQuotedLine, cartCount, loadCartLines, setCartAside } from '../../trade/cart';
import { taxOf } from '../../finance/invoice';
import { lineMaterialCodes } from '../material-code';
import type { UploadService } from '../../content/upload';
import { renderQuotationPdf } from './quotation.pdf';
import { buildQuotationSheet } from './quotation.sheet';
import { quotationLines, quotations } from './quotation.table';

export const DEFAULT_QUOTATION_SETTINGS: QuotationSettings = { defaultValidDays: 7, stampUrl: '' };
export const QUOTATION_SETTINGS_KEY = 'quotation';

const DAY = 86_400_000;
/**
 * The end of the lock: the quotation holds through the China day `validDays` after its date (a quotation of
 * 2026-11-25 for 7 days holds until 2026-12-02 24:00 China time).
 */
function expiryOf(createdAt: Date, validDays: number): Date {
  const chinaMidnight = Date.parse(`${chinaDate(createdAt)}T00:00:00+08:00`);
  return new Date(chinaMidnight + (validDays + 1) * DAY);
}

type Deps = {
  db: Db;
  settings: () => Promise<QuotationSettings>;
  siteConfig: () => Promise<SiteConfig>;
  uploads: UploadService;
};

export type QuotationFile = { name: string; contentType: string; data: Buffer };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Formal quotations (报价单): made from cart lines, listed, downloaded, and put back into the cart. */
export class QuotationService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /** The validity choices and the operators' default. */
  async options(): Promise<QuotationOptions> {
    const { defaultValidDays } = await this.deps.settings();
    return { defaultValidDays, validityDays: [...QUOTATION_VALIDITY_DAYS] };
  }

  /**
   * A quotation of the buyer's chosen cart lines (`ids`, or the selected ones) at the prices the resolver gives
   * now; they are locked until it expires. Lines that cannot be bought are left out.
   */
  async create(
    userId: number,
    input: { ids?: number[]; areaCode: string; validDays?: number },
  ): Promise<QuotationDetail> {
    const all = await loadCartLines(this.db, userId, input.areaCode, input.ids);
    const lines = all.filter((l) => l.available && (input.ids ? true : l.selected === 1));
    if (!lines.length) throw badRequest('请先勾选可购买的商品再生成报价单');
    const validDays = input.validDays ?? (await this.deps.settings()).defaultValidDays;
    if (!(QUOTATION_VALIDITY_DAYS as readonly number[]).includes(validDays))
      throw badRequest('有效期只能是 7、15 或 30 天');
    const [buyer] = await queryRows<{
      company_id: number | null;
      company_name: string | null;
      own_company: string;
      name: string;
      username: string;
      mobile: string;
    }>(
      this.db,
      sql`select c.id as company_id, c.name as company_name, u.company_name as own_company, u.name, u.username,
            u.mobile
          from users u
          left join company_members m on m.user_id = u.id and m.status = 1
          left join companies c on c.id = m.company_id and c.status = 2
          where u.id = ${userId}`,
    );
    const createdAt = new Date();
    const totalFen = lines.reduce((n, l) => n + l.amountFen, 0);
    const day = chinaDate(createdAt).replaceAll('-', '');
    for (let attempt = 0; ; attempt++) {
      const quotationNo = `BJ${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      try {
        const id = await this.db.transaction(async (tx) => {
          const [made] = await tx
            .insert(quotations)
            .values({
              quotationNo,
              userId,
              companyId: buyer?.company_id ?? null,
              companyName: (buyer?.company_name ?? buyer?.own_company ?? '').slice(0, 60),
              contactName: (buyer?.name || buyer?.username || '').slice(0, 30),
              contactMobile: buyer?.mobile ?? '',
              validDays,
              totalFen,
              taxFen: taxOf(totalFen),
              createdAt,
              expiresAt: expiryOf(createdAt, validDays),
            })
            .returning({ id: quotations.id });
          await tx.insert(quotationLines).values(
            lines.map((l, i) => ({
              quotationId: made!.id,
              skuId: l.skuId,
              productId: l.productId,
              code: l.code,
              title: l.title.slice(0, 200),
              spec: l.spec,
              brandName: l.brandName.slice(0, 50),
              modelNo: l.modelNo.slice(0, 64),
              unit: l.unit.slice(0, 8),
              quantity: l.quantity,
              priceFen: l.priceFen,
              amountFen: l.amountFen,
              sort: i,
            })),
          );
          return made!.id;
        });
        return (await this.detailOf(id, userId))!;
      } catch (err) {
        // The one unique key a fresh number can hit; another number is tried.
        if (attempt < 3 && /quotations_no_uq/.test(String((err as { message?: string }).message ?? '')))
          continue;
        throw err;
      }
    }
  }

  /** The buyer's quotations, newest first. */
  async list(userId: number, page: { pageNum: number; pageSize: number }): Promise<QuotationPage> {
    return this.page(sql`q.user_id = ${userId}`, page);
  }

  /** Every quotation (console), by number, company or buyer, and state. */
  async adminList(input: {
    keyword?: string;
    state?: QuotationState;
    pageNum: number;
    pageSize: number;
  }): Promise<AdminQuotationPage> {
    const { pageNum, pageSize } = input;
    const conds = [sql`true`];
    const keyword = input.keyword?.trim();
    if (keyword) {
      const like = likeContains(keyword);
      conds.push(
        sql`(q.quotation_no ilike ${like} or q.company_name ilike ${like} or u.username ilike ${like})`,
      );
    }
    if (input.state === '有效') conds.push(sql`q.expires_at > now()`);
    if (input.state === '已过期') conds.push(sql`q.expires_at <= now()`);
    return this.page(sql.join(conds, sql` and `), { pageNum, pageSize });
  }

  private async page(
    where: ReturnType<typeof sql>,
    { pageNum, pageSize }: { pageNum: number; pageSize: number },
  ): Promise<AdminQuotationPage> {
    const rows = await queryRows<SummaryRow & { total_rows: number }>(
      this.db,
      sql`select q.*, u.username as buyer_name,
            (select count(*)::int from quotation_lines l where l.quotation_id = q.id) as line_count,
            count(*) over ()::int as total_rows
          from quotations q join users u on u.id = q.user_id
          where ${where}
          order by q.created_at desc, q.id desc
          limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
    );
    return {
      list: rows.map((r) => ({ ...summaryOf(r), buyerName: r.buyer_name })),
      total: rows[0]?.total_rows ?? 0,
      pageNum,
      pageSize,
    };
  }

  /** One quotation with its lines; `userId` narrows it to the buyer's own (null: an operator). */
  async detail(userId: number | null, id: number): Promise<QuotationDetail> {
    const found = await this.detailOf(id, userId);
    if (!found) throw notFound('报价单不存在');
    return found;
  }

  private async detailOf(id: number, userId: number | null = null): Promise<QuotationDetail | null> {
    const [row] = await queryRows<SummaryRow>(
      this.db,
      sql`select q.*, u.username as buyer_name,
            (select count(*)::int from quotation_lines l where l.quotation_id = q.id) as line_count
          from quotations q join users u on u.id = q.user_id
          where q.id = ${id} ${userId === null ? sql`` : sql`and q.user_id = ${userId}`}`,
    );
    if (!row) return null;
    const lines = await this.db
      .select()
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, id))
      .orderBy(asc(quotationLines.sort));
    const totalFen = Number(row.total_fen);
    // The buyer's company's 物料编码 (as it keeps them now), for the buyer's own view and files.
    const codes =
      userId === null
        ? new Map<number, string>()
        : await lineMaterialCodes(this.db, { userId }, [...new Set(lines.map((l) => l.skuId))]);
    return {
      ...summaryOf(row),
      contactMobile: row.contact_mobile,
      tax: fenToYuan(Number(row.tax_fen)),
      totalCapital: fenToChineseCapital(totalFen),
      lines: lines.map((l) => ({
        skuId: l.skuId,
        productId: l.productId,
        code: l.code,
        title: l.title,
        brandName: l.brandName,
        modelNo: l.modelNo,
        spec: Object.values(l.spec).join(' / '),
        unit: l.unit,
        quantity: l.quantity,
        price: fenToYuan(l.priceFen),
        amount: fenToYuan(l.amountFen),
        ...(codes.has(l.skuId) ? { materialCode: codes.get(l.skuId) } : {}),
      })),
    };
  }

  /** The quotation as an A4 PDF (with the platform's block and stamp) or an .xlsx workbook. */
  async file(userId: number | null, id: number, format: 'pdf' | 'xlsx'): Promise<QuotationFile> {
    const q = await this.detail(userId, id);
    const [site, settings] = await Promise.all([this.deps.siteConfig(), this.deps.settings()]);
    const validTo = chinaDate(new Date(Date.parse(q.expiresAt) - 1));
    if (format === 'xlsx')
      return {
        name: `报价单-${q.quotationNo}.xlsx`,
        contentType: XLSX,
        data: await buildQuotationSheet(q, { site, validTo }),
      };
    return {
      name: `报价单-${q.quotationNo}.pdf`,
      contentType: 'application/pdf',
      data: await renderQuotationPdf(q, { site, validTo, stamp: await this.stamp(settings.stampUrl) }),
    };
  }

  /** The stamp image bytes (PNG/JPG), or null when none is set or it is gone. */
  private async stamp(url: string): Promise<Buffer | null> {
    if (!url) return null;
    try {
      return (await this.deps.uploads.read(url.slice(url.lastIndexOf('/') + 1))).data;
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  /**
   * 按报价单下单: the quotation's lines into the cart at their quoted quantities, marked with the quotation
   * (their locked prices apply until it expires; after that current prices, with a notice), and selected alone
   * so settlement takes exactly them. A line the cart refuses (off shelf, stock, area) is reported.
   */
  async addToCart(userId: number, id: number, areaCode: string): Promise<QuotationCartReport> {
    const q = await this.detail(userId, id);
    const expired = Date.parse(q.expiresAt) <= Date.now();
    const report: QuotationCartReport['lines'] = [];
    await this.db.transaction(async (tx) => {
      await setCartAside(tx, userId);
      for (const line of q.lines) {
        try {
          // The quoted quantity replaces what the cart held of the SKU (a savepoint: a refused line undoes alone).
          await tx.transaction((sp) => addQuotedLine(sp, userId, line, areaCode, id));
          report.push({ skuId: line.skuId, title: line.title, ok: true, msg: '已加入购物车' });
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          report.push({ skuId: line.skuId, title: line.title, ok: false, msg: err.message });
        }
      }
    });
    return { cartNum: await cartCount(this.db, userId), expired, lines: report };
  }
}

type SummaryRow = {
  id: number;
  quotation_no: string;
  user_id: number;
  company_name: string;
  contact_name: string;
  contact_mobile: string;
  valid_days: number;
  total_fen: number | string;
  tax_fen: number | string;
  created_at: Date | string;
  expires_at: Date | string;
  line_count: number;
  buyer_name: string;
};

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function summaryOf(r: SummaryRow): QuotationSummary {
  const expiresAt = asDate(r.expires_at);
  return {
    id: Number(r.id),
    quotationNo: r.quotation_no,
    date: chinaDate(asDate(r.created_at)),
    validDays: r.valid_days,
    expiresAt: expiresAt.toISOString(),
    state: expiresAt.getTime() > Date.now() ? '有效' : '已过期',
    companyName: r.company_name,
    contactName: r.contact_name,
    lineCount: r.line_count,
    total: fenToYuan(Number(r.total_fen)),
  };
}
