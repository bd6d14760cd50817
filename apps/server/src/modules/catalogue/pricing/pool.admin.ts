import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  AGREEMENT_IMPORT_LIMITS,
  POOL_SHEET_COLUMNS,
  POOL_SHEET_HELP,
  type AdminPool,
  type AdminPoolAddResult,
  type AdminPoolPage,
  type PoolImportResult,
  type ProductImportError,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { likeContains } from '../../../lib/china-day';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { ImportRejected, readSheet } from '../catalogue-admin';
import type { PricingChange } from './pricing-memo';

/** Products named by SKU code or product id (numbers are tried as both), by the code given. */
async function productsByCode(db: DbOrTx, codes: readonly string[]): Promise<Map<string, number>> {
  const ids = codes.filter((c) => /^\d{1,9}$/.test(c)).map(Number);
  const rows = await queryRows<{ code: string; product_id: number }>(
    db,
    sql`select code, product_id from skus where code = any(${sql.param([...codes])}::text[])
        union all
        select id::text as code, id as product_id from products where id = any(${sql.param(ids)}::int[])`,
  );
  const out = new Map<string, number>();
  for (const r of rows) if (!out.has(r.code)) out.set(r.code, Number(r.product_id));
  return out;
}

/** Console: a company's product pool (商品池) — the switch, the products, add / remove / .xlsx import. */
export class PoolAdminService {
  constructor(
    private readonly db: Db,
    /** Tells the storefront's pricing memo (every process) that a company's pool changed. */
    private readonly pricingChanged: (change: PricingChange) => Promise<void> = async () => {},
  ) {}

  async state(companyId: number, db: DbOrTx = this.db): Promise<AdminPool> {
    const [row] = await queryRows<{ name: string; enabled: boolean | null; products: number }>(
      db,
      sql`select c.name, p.enabled,
            (select count(*)::int from company_pool_products pp where pp.company_id = c.id) as products
          from companies c left join company_pools p on p.company_id = c.id where c.id = ${companyId}`,
    );
    if (!row) throw notFound('企业不存在');
    return { companyId, companyName: row.name, enabled: row.enabled ?? false, products: row.products };
  }

  /** Switches the pool on or off (members see only its products at once while on). */
  async setEnabled(actor: AuditActor, companyId: number, enabled: boolean): Promise<AdminPool> {
    const result = await this.db.transaction(async (tx) => {
      const before = await this.state(companyId, tx);
      await tx.execute(sql`insert into company_pools (company_id, enabled) values (${companyId}, ${enabled})
        on conflict (company_id) do update set enabled = excluded.enabled, updated_at = now()`);
      await recordAudit(tx, actor, {
        action: enabled ? '开启商品池' : '关闭商品池',
        targetType: 'company_pool',
        targetId: String(companyId),
        summary: `${before.companyName}：${enabled ? '开启' : '关闭'}商品池（${before.products} 个商品）`,
      });
      return { ...before, enabled };
    });
    await this.pricingChanged({ companies: [companyId] });
    return result;
  }

  async list(body: {
    companyId: number;
    keyword?: string;
    pageNum: number;
    pageSize: number;
  }): Promise<AdminPoolPage> {
    const { companyId, pageNum, pageSize } = body;
    const keyword = body.keyword?.trim();
    const match = keyword
      ? sql`and (p.title ilike ${likeContains(keyword)} or p.model_no ilike ${likeContains(keyword)}
            or exists (select 1 from skus k where k.product_id = p.id and k.code = ${keyword}))`
      : sql``;
    const rows = await queryRows<{
      id: number;
      title: string;
      model_no: string;
      brand_name: string;
      codes: string;
      on_shelf: boolean;
      total: number;
    }>(
      this.db,
      sql`select p.id, p.title, p.model_no, b.name as brand_name, p.on_shelf,
            (select string_agg(k.code, '、' order by k.id) from skus k where k.product_id = p.id) as codes,
            count(*) over ()::int as total
          from company_pool_products pp join products p on p.id = pp.product_id join brands b on b.id = p.brand_id
          where pp.company_id = ${companyId} ${match}
          order by p.id limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
    );
    return {
      list: rows.map((r) => ({
        productId: Number(r.id),
        title: r.title,
        modelNo: r.model_no,
        brandName: r.brand_name,
        codes: r.codes ?? '',
        onShelf: r.on_shelf,
      })),
      total: rows[0]?.total ?? 0,
      pageNum,
      pageSize,
    };
  }

  /** Adds the products named by SKU code or product id; unknown codes are reported, the rest added. */
  async add(actor: AuditActor, companyId: number, codes: readonly string[]): Promise<AdminPoolAddResult> {
    const result = await this.db.transaction(async (tx) => {
      const company = await this.state(companyId, tx);
      const found = await productsByCode(tx, codes);
      const unknown = codes.filter((c) => !found.has(c));
      const added = await this.insert(tx, companyId, [...found.values()]);
      await recordAudit(tx, actor, {
        action: '商品池加入商品',
        targetType: 'company_pool',
        targetId: String(companyId),
        summary: `${company.companyName}：加入 ${added} 个商品`,
      });
      return { added, unknown };
    });
    await this.pricingChanged({ companies: [companyId] });
    return result;
  }

  async remove(
    actor: AuditActor,
    companyId: number,
    productIds: readonly number[],
  ): Promise<{ removed: number }> {
    const result = await this.db.transaction(async (tx) => {
      const company = await this.state(companyId, tx);
      const gone = await queryRows<{ product_id: number }>(
        tx,
        sql`delete from company_pool_products where company_id = ${companyId}
            and product_id = any(${sql.param([...productIds])}::int[]) returning product_id`,
      );
      await recordAudit(tx, actor, {
        action: '商品池移出商品',
        targetType: 'company_pool',
        targetId: String(companyId),
        summary: `${company.companyName}：移出 ${gone.length} 个商品`,
      });
      return { removed: gone.length };
    });
    await this.pricingChanged({ companies: [companyId] });
    return result;
  }

  /** The pool's products from an .xlsx (column 商品编码): all rows known, or nothing is added (row report). */
  async import(actor: AuditActor, companyId: number, data: Buffer): Promise<PoolImportResult> {
    const { rows } = await readSheet(data, {
      columns: POOL_SHEET_COLUMNS,
      maxRows: AGREEMENT_IMPORT_LIMITS.MAX_ROWS,
      headerHint: '商品编码',
      empty: '表格中没有商品编码',
    });
    const result = await this.db.transaction(async (tx) => {
      const company = await this.state(companyId, tx);
      const found = await productsByCode(tx, rows.map((r) => r.cells['商品编码']).filter(Boolean));
      const errors: ProductImportError[] = [];
      for (const r of rows) {
        const code = r.cells['商品编码'];
        if (!code) errors.push({ row: r.row, column: '商品编码', msg: '请填写 SKU 编码或商品编号' });
        else if (!found.has(code))
          errors.push({ row: r.row, column: '商品编码', msg: `商品「${code}」不存在` });
      }
      if (errors.length) throw new ImportRejected({ total: rows.length, errors });
      const added = await this.insert(tx, companyId, [...found.values()]);
      await recordAudit(tx, actor, {
        action: '导入商品池',
        targetType: 'company_pool',
        targetId: String(companyId),
        summary: `${company.companyName}：导入 ${rows.length} 行，新加入 ${added} 个商品`,
      });
      return { added, rows: rows.length };
    });
    await this.pricingChanged({ companies: [companyId] });
    return result;
  }

  /** The import template: the one column, its help as a note. */
  async templateBook(): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('商品池');
    sheet.columns = [{ header: POOL_SHEET_COLUMNS[0], width: 28 }];
    sheet.getCell('A1').note = POOL_SHEET_HELP['商品编码'];
    sheet.getCell('A1').font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  private async insert(tx: DbOrTx, companyId: number, productIds: readonly number[]): Promise<number> {
    if (!productIds.length) return 0;
    const rows = await queryRows<{ product_id: number }>(
      tx,
      sql`insert into company_pool_products (company_id, product_id)
          select ${companyId}, x from unnest(${sql.param([...new Set(productIds)])}::int[]) as x
          on conflict do nothing returning product_id`,
    );
    return rows.length;
  }
}
