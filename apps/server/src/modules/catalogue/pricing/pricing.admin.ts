import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { adminAgreementListBody, adminAgreementSaveBody, adminTierSaveBody } from '@mall/shared';
import {
  AGREEMENT_IMPORT_LIMITS,
  AGREEMENT_SHEET_COLUMNS,
  AGREEMENT_SHEET_HELP,
  AGREEMENT_SHEET_OPTIONAL_COLUMNS,
  fenToYuan,
  yuanToFen,
  type AdminAgreementPage,
  type AdminAgreementPrice,
  type AdminSkuTiers,
  type AgreementImportResult,
  type AgreementSheetColumn,
  type AgreementState,
  type ProductImportError,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { ImportRejected, readSheet } from '../catalogue-admin';
import type { PricingChange } from './pricing-memo';
import { chinaDate } from '../../../lib/china-day';

type Row = {
  id: number;
  company_id: number;
  company_name: string;
  sku_id: number;
  code: string;
  product_id: number;
  title: string;
  spec: Record<string, string>;
  list_fen: number;
  price_fen: number;
  starts_on: string | Date;
  ends_on: string | Date;
};

const dateText = (v: string | Date) => (v instanceof Date ? chinaDate(v) : String(v).slice(0, 10));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const validDate = (v: string) =>
  DATE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

function stateOf(startsOn: string, endsOn: string, today = chinaDate()): AgreementState {
  if (endsOn < today) return '已过期';
  if (startsOn > today) return '未生效';
  return '生效中';
}

function toItem(r: Row): AdminAgreementPrice {
  const startsOn = dateText(r.starts_on);
  const endsOn = dateText(r.ends_on);
  return {
    id: Number(r.id),
    companyId: Number(r.company_id),
    companyName: r.company_name,
    skuId: r.sku_id,
    skuCode: r.code,
    productId: r.product_id,
    title: r.title,
    spec: Object.values(r.spec ?? {}).join(' / '),
    listPrice: fenToYuan(r.list_fen),
    price: fenToYuan(r.price_fen),
    startsOn,
    endsOn,
    state: stateOf(startsOn, endsOn),
  };
}

const SELECT = sql`select ap.id, ap.company_id, c.name as company_name, ap.sku_id, k.code, ap.product_id, p.title,
    k.spec, k.price_fen as list_fen, ap.price_fen, ap.starts_on::text as starts_on, ap.ends_on::text as ends_on
  from agreement_prices ap
  join companies c on c.id = ap.company_id
  join skus k on k.id = ap.sku_id
  join products p on p.id = ap.product_id`;

/** A SKU by its code (the first one when codes repeat across products). */
async function skuByCode(db: DbOrTx, code: string) {
  const [row] = await queryRows<{ id: number; product_id: number; price_fen: number; title: string }>(
    db,
    sql`select k.id, k.product_id, k.price_fen, p.title from skus k join products p on p.id = k.product_id
        where k.code = ${code} order by k.id limit 1`,
  );
  return row ?? null;
}

/** Operators maintain agreement prices (one by one and by sheet) and SKU tiers. */
export class PricingAdminService {
  constructor(
    private readonly db: Db,
    /** Drops cached detail bodies (tiers are part of them). */
    private readonly catalogueChanged: () => Promise<void> | void = () => undefined,
    /** Tells the storefront's pricing memo (every process) whose agreement prices changed. */
    private readonly pricingChanged: (change: PricingChange) => Promise<void> = async () => {},
  ) {}

  async list(body: z.output<typeof adminAgreementListBody>): Promise<AdminAgreementPage> {
    const today = chinaDate();
    const where = [sql`true`];
    if (body.companyId) where.push(sql`ap.company_id = ${body.companyId}`);
    if (body.keyword) {
      const like = `%${body.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      where.push(sql`(k.code ilike ${like} or p.title ilike ${like} or c.name ilike ${like})`);
    }
    if (body.state === '已过期') where.push(sql`ap.ends_on < ${today}::date`);
    if (body.state === '未生效') where.push(sql`ap.starts_on > ${today}::date`);
    if (body.state === '生效中')
      where.push(sql`ap.starts_on <= ${today}::date and ap.ends_on >= ${today}::date`);
    const cond = sql.join(where, sql` and `);
    const [rows, [count]] = await Promise.all([
      queryRows<Row>(
        this.db,
        sql`${SELECT} where ${cond} order by ap.company_id, ap.id desc
            limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`,
      ),
      queryRows<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from agreement_prices ap join companies c on c.id = ap.company_id
            join skus k on k.id = ap.sku_id join products p on p.id = ap.product_id where ${cond}`,
      ),
    ]);
    return { list: rows.map(toItem), total: count?.n ?? 0, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  /** Companies to choose from (name or credit code containing the keyword). */
  async companies(keyword = ''): Promise<{ id: number; name: string; creditCode: string }[]> {
    const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const rows = await queryRows<{ id: number; name: string; credit_code: string }>(
      this.db,
      sql`select id, name, credit_code from companies where name ilike ${like} or credit_code ilike ${like}
          order by id limit 20`,
    );
    return rows.map((r) => ({ id: Number(r.id), name: r.name, creditCode: r.credit_code }));
  }

  /** Creates or replaces the agreement of a company for a SKU. */
  async save(actor: AuditActor, body: z.output<typeof adminAgreementSaveBody>): Promise<AdminAgreementPrice> {
    if (!validDate(body.startsOn) || !validDate(body.endsOn)) throw badRequest('日期不正确');
    const saved = await this.db.transaction(async (tx) => {
      const [company] = await queryRows<{ id: number }>(
        tx,
        sql`select id from companies where id = ${body.companyId}`,
      );
      if (!company) throw notFound('企业不存在');
      const sku = await skuByCode(tx, body.skuCode);
      if (!sku) throw notFound(`SKU 编码「${body.skuCode}」不存在`);
      const [saved] = await queryRows<{ id: number }>(
        tx,
        sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on, updated_by)
            values (${body.companyId}, ${sku.id}, ${sku.product_id}, ${yuanToFen(body.price)}, ${body.startsOn}::date,
              ${body.endsOn}::date, ${actor.operatorId})
            on conflict (company_id, sku_id) do update set price_fen = excluded.price_fen,
              starts_on = excluded.starts_on, ends_on = excluded.ends_on, updated_by = excluded.updated_by,
              updated_at = now()
            returning id`,
      );
      await recordAudit(tx, actor, {
        action: '保存协议价',
        targetType: 'agreement_price',
        targetId: saved!.id,
        summary: `企业 ${body.companyId} · ${body.skuCode} · ¥${body.price}（${body.startsOn} 至 ${body.endsOn}）`,
        after: body,
      });
      const [row] = await queryRows<Row>(tx, sql`${SELECT} where ap.id = ${saved!.id}`);
      return toItem(row!);
    });
    await this.pricingChanged({ companies: [body.companyId] });
    return saved;
  }

  async remove(actor: AuditActor, ids: readonly number[]): Promise<{ deleted: number }> {
    const result = await this.db.transaction(async (tx) => {
      const gone = await queryRows<{ id: number; company_id: number }>(
        tx,
        sql`delete from agreement_prices where id = any(${sql.param([...ids])}::bigint[])
            returning id, company_id`,
      );
      if (!gone.length) throw notFound('协议价不存在');
      await recordAudit(tx, actor, {
        action: '删除协议价',
        targetType: 'agreement_price',
        targetId: gone.map((g) => g.id).join(','),
        summary: `删除 ${gone.length} 条协议价`,
      });
      return { deleted: gone.length, companies: gone.map((g) => Number(g.company_id)) };
    });
    await this.pricingChanged({ companies: result.companies });
    return { deleted: result.deleted };
  }

  /** The sheet of a company's (or every company's) agreements, in the import's columns. */
  async exportBook(companyId?: number): Promise<Buffer> {
    const rows = await queryRows<Row>(
      this.db,
      sql`${SELECT} ${companyId ? sql`where ap.company_id = ${companyId}` : sql``} order by ap.company_id, ap.id`,
    );
    return agreementBook(rows.map(toItem));
  }

  templateBook(): Promise<Buffer> {
    return agreementBook([]);
  }

  /**
   * The all-or-nothing import: every row is checked (company, SKU code, price, dates, one row per company and
   * SKU); any error refuses the whole file with the row-level report, else every row is written in one
   * transaction (an existing agreement for the company and SKU is replaced).
   */
  async import(actor: AuditActor, data: Buffer): Promise<AgreementImportResult> {
    const { rows } = await readSheet(data, {
      columns: AGREEMENT_SHEET_COLUMNS,
      optional: AGREEMENT_SHEET_OPTIONAL_COLUMNS,
      maxRows: AGREEMENT_IMPORT_LIMITS.MAX_ROWS,
      headerHint: '企业、SKU编码、协议价',
      empty: '表格中没有协议价数据',
    });
    const imported = await this.db.transaction(async (tx) => {
      const companies = await queryRows<{ id: number; name: string; credit_code: string }>(
        tx,
        sql`select id, name, credit_code from companies`,
      );
      const companyOf = new Map<string, number>();
      for (const c of companies) {
        companyOf.set(String(c.id), Number(c.id));
        companyOf.set(c.name, Number(c.id));
        companyOf.set(c.credit_code.toUpperCase(), Number(c.id));
      }
      const codes = [...new Set(rows.map((r) => r.cells['SKU编码']).filter(Boolean))];
      const skus = await queryRows<{ id: number; product_id: number; code: string }>(
        tx,
        sql`select distinct on (code) id, product_id, code from skus where code = any(${sql.param(codes)}::text[])
            order by code, id`,
      );
      const skuOf = new Map(skus.map((s) => [s.code, s]));
      const errors: ProductImportError[] = [];
      const seen = new Map<string, number>();
      const good: {
        companyId: number;
        skuId: number;
        productId: number;
        fen: number;
        from: string;
        to: string;
      }[] = [];
      for (const { row, cells } of rows) {
        const before = errors.length;
        const fail = (column: AgreementSheetColumn, msg: string) => errors.push({ row, column, msg });
        const companyId = companyOf.get(cells['企业']) ?? companyOf.get(cells['企业'].toUpperCase());
        if (!cells['企业']) fail('企业', '企业不能为空');
        else if (!companyId) fail('企业', `企业「${cells['企业']}」不存在`);
        const sku = skuOf.get(cells['SKU编码']);
        if (!cells['SKU编码']) fail('SKU编码', 'SKU编码不能为空');
        else if (!sku) fail('SKU编码', `SKU编码「${cells['SKU编码']}」不存在`);
        const price = cells['协议价'];
        if (!price) fail('协议价', '协议价不能为空');
        else if (!MONEY.test(price)) fail('协议价', `协议价「${price}」格式不正确（元，最多两位小数）`);
        else if (Number(price) <= 0) fail('协议价', '协议价必须大于 0');
        const from = cells['生效日期'];
        const to = cells['失效日期'];
        if (!validDate(from))
          fail('生效日期', from ? `生效日期「${from}」格式应为 YYYY-MM-DD` : '生效日期不能为空');
        if (!validDate(to))
          fail('失效日期', to ? `失效日期「${to}」格式应为 YYYY-MM-DD` : '失效日期不能为空');
        else if (validDate(from) && to < from) fail('失效日期', '失效日期不能早于生效日期');
        if (companyId && sku) {
          const key = `${companyId}:${sku.id}`;
          const first = seen.get(key);
          if (first) fail('SKU编码', `与第 ${first} 行重复（同一企业同一 SKU 只能有一行）`);
          else seen.set(key, row);
        }
        if (errors.length > before) continue;
        good.push({
          companyId: companyId!,
          skuId: sku!.id,
          productId: sku!.product_id,
          fen: yuanToFen(price),
          from,
          to,
        });
      }
      if (errors.length) throw new ImportRejected({ total: rows.length, errors });
      const p = <T>(v: T[]) => sql.param(v);
      const written = await queryRows<{ inserted: boolean }>(
        tx,
        sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on, updated_by)
            select c, s, pr, f, a::date, b::date, ${actor.operatorId}
            from unnest(${p(good.map((g) => g.companyId))}::bigint[], ${p(good.map((g) => g.skuId))}::int[],
              ${p(good.map((g) => g.productId))}::int[], ${p(good.map((g) => g.fen))}::int[],
              ${p(good.map((g) => g.from))}::text[], ${p(good.map((g) => g.to))}::text[]) as t(c, s, pr, f, a, b)
            on conflict (company_id, sku_id) do update set price_fen = excluded.price_fen,
              starts_on = excluded.starts_on, ends_on = excluded.ends_on, updated_by = excluded.updated_by,
              updated_at = now()
            returning (xmax = 0) as inserted`,
      );
      const created = written.filter((w) => w.inserted).length;
      const result = { created, updated: written.length - created, rows: rows.length };
      await recordAudit(tx, actor, {
        action: '导入协议价',
        targetType: 'agreement_price',
        targetId: 'import',
        summary: `导入 ${result.rows} 行：新增 ${result.created}，更新 ${result.updated}`,
      });
      return { result, companies: [...new Set(good.map((g) => g.companyId))] };
    });
    await this.pricingChanged({ companies: imported.companies });
    return imported.result;
  }

  async tiers(skuCode: string): Promise<AdminSkuTiers> {
    const sku = await skuByCode(this.db, skuCode);
    if (!sku) throw notFound(`SKU 编码「${skuCode}」不存在`);
    const rows = await queryRows<{ min_quantity: number; price_fen: number }>(
      this.db,
      sql`select min_quantity, price_fen from sku_price_tiers where sku_id = ${sku.id} order by min_quantity`,
    );
    return {
      skuId: sku.id,
      skuCode,
      title: sku.title,
      listPrice: fenToYuan(sku.price_fen),
      tiers: rows.map((r) => ({ minQuantity: r.min_quantity, price: fenToYuan(r.price_fen) })),
    };
  }

  /** Replaces a SKU's tiers; a higher threshold must not cost more per unit. */
  async saveTiers(actor: AuditActor, body: z.output<typeof adminTierSaveBody>): Promise<AdminSkuTiers> {
    const tiers = [...body.tiers].sort((a, b) => a.minQuantity - b.minQuantity);
    for (let i = 1; i < tiers.length; i++)
      if (yuanToFen(tiers[i]!.price) > yuanToFen(tiers[i - 1]!.price))
        throw badRequest(
          `买 ${tiers[i]!.minQuantity} 件的阶梯价不能高于买 ${tiers[i - 1]!.minQuantity} 件的`,
        );
    await this.db.transaction(async (tx) => {
      const sku = await skuByCode(tx, body.skuCode);
      if (!sku) throw notFound(`SKU 编码「${body.skuCode}」不存在`);
      const first = tiers[0];
      if (first && yuanToFen(first.price) >= sku.price_fen)
        throw badRequest(`阶梯价应低于列表价 ¥${fenToYuan(sku.price_fen)}`);
      await tx.execute(sql`delete from sku_price_tiers where sku_id = ${sku.id}`);
      for (const t of tiers)
        await tx.execute(sql`insert into sku_price_tiers (sku_id, min_quantity, price_fen)
          values (${sku.id}, ${t.minQuantity}, ${yuanToFen(t.price)})`);
      await recordAudit(tx, actor, {
        action: '保存阶梯价',
        targetType: 'sku',
        targetId: sku.id,
        summary: `${body.skuCode}：${tiers.map((t) => `≥${t.minQuantity} ¥${t.price}`).join('，') || '清除阶梯价'}`,
      });
    });
    await this.catalogueChanged();
    return this.tiers(body.skuCode);
  }
}

/** The agreement price workbook: the import's columns, a help row as the header's notes. */
async function agreementBook(items: readonly AdminAgreementPrice[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('协议价');
  sheet.columns = AGREEMENT_SHEET_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: c === '商品名称' ? 40 : c === '企业' ? 30 : 16,
  }));
  sheet.getRow(1).eachCell((cell, col) => {
    cell.font = { bold: true };
    cell.note = AGREEMENT_SHEET_HELP[AGREEMENT_SHEET_COLUMNS[col - 1]!];
  });
  for (const i of items)
    sheet.addRow({
      企业: i.companyName,
      SKU编码: i.skuCode,
      协议价: i.price,
      生效日期: i.startsOn,
      失效日期: i.endsOn,
      商品名称: i.title,
      规格: i.spec,
      列表价: i.listPrice,
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}
