import { sql, type SQL } from 'drizzle-orm';
import {
  MATERIAL_CODE_MSG,
  type MaterialCode,
  type MaterialCodeAddBody,
  type MaterialCodeListBody,
  type MaterialCodePage,
  type MaterialCodeUpdateBody,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { likeContains } from '../../../lib/china-day';
import { normalisePartNumber } from '../../catalogue/part-number';
import { codeCallerOf, codeEditorOf, type CodeCaller } from './material-code.access';
import { ratioText, reduceRatio } from './ratio';

type Row = {
  id: number;
  code: string;
  description: string;
  ratio_num: number;
  ratio_den: number;
  sku_id: number;
  product_id: number;
  sku_code: string;
  title: string;
  model_no: string;
  spec: Record<string, string> | null;
  unit: string;
  updated_at: Date | string;
};

const COLUMNS = sql`c.id, c.code, c.description, c.ratio_num, c.ratio_den, c.sku_id, k.product_id,
  k.code as sku_code, p.title, p.model_no, k.spec, p.unit, c.updated_at`;
const FROM = sql`company_material_codes c join skus k on k.id = c.sku_id join products p on p.id = k.product_id`;

const toCode = (r: Row): MaterialCode => ({
  id: Number(r.id),
  code: r.code,
  description: r.description,
  ratioNum: r.ratio_num,
  ratioDen: r.ratio_den,
  ratioText: ratioText({ num: r.ratio_num, den: r.ratio_den }),
  skuId: Number(r.sku_id),
  productId: Number(r.product_id),
  skuCode: r.sku_code,
  title: r.title,
  modelNo: r.model_no,
  spec: Object.values(r.spec ?? {}).join(' / '),
  unit: r.unit,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The company's codes matching `where` (over `c`, `k`, `p`), code order. */
async function codesOf(db: DbOrTx, companyId: number, where: SQL = sql`true`, page?: SQL) {
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from ${FROM} where c.company_id = ${companyId} and ${where}
        order by c.code, c.id ${page ?? sql``}`,
  );
  return rows.map(toCode);
}

/** A code as stored: trimmed, and its normalised form (what quick order and search match). */
function codeForms(code: string): { code: string; normalised: string } {
  const trimmed = code.trim();
  const normalised = normalisePartNumber(trimmed);
  if (!normalised) throw badRequest(MATERIAL_CODE_MSG.EMPTY_CODE);
  if (normalised.length > 64) throw badRequest('物料编码不能超过 64 个字符');
  return { code: trimmed, normalised };
}

/**
 * The company's material codes (客户物料编码): every member reads them, 管理员 and 采购员 change them. A code
 * of another company is out of every statement: its id answers 404, as an unknown one.
 */
export class MaterialCodeService {
  constructor(private readonly db: Db) {}

  /** One page of the company's codes; the keyword looks in the code, description, SKU code, title and model. */
  async list(userId: number, body: MaterialCodeListBody): Promise<MaterialCodePage> {
    const caller = await codeCallerOf(this.db, userId);
    const pageNum = Number(body.pageNum ?? 1);
    const pageSize = Number(body.pageSize ?? 10);
    const kw = body.keyword?.trim();
    const where = kw
      ? sql`(c.code ilike ${likeContains(kw)} or c.description ilike ${likeContains(kw)}
          or k.code ilike ${likeContains(kw)} or p.title ilike ${likeContains(kw)} or p.model_no ilike ${likeContains(kw)})`
      : sql`true`;
    const [list, [count]] = await Promise.all([
      codesOf(this.db, caller.companyId, where, sql`limit ${pageSize} offset ${(pageNum - 1) * pageSize}`),
      queryRows<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from ${FROM} where c.company_id = ${caller.companyId} and ${where}`,
      ),
    ]);
    return { list, total: count?.n ?? 0, pageNum, pageSize };
  }

  /** The company's codes for any SKU of `productIds` (a listing's cards, a product page), code order. */
  async ofProducts(userId: number, productIds: readonly number[]): Promise<MaterialCode[]> {
    if (!productIds.length) return [];
    const caller = await codeCallerOf(this.db, userId);
    return codesOf(
      this.db,
      caller.companyId,
      sql`k.product_id = any(${sql.param([...new Set(productIds)])}::bigint[])`,
    );
  }

  /** The company's code a search keyword names (normalised whole-code match), or null. */
  async match(userId: number, keyword: string): Promise<MaterialCode | null> {
    const normalised = normalisePartNumber(keyword.trim());
    if (!normalised) return null;
    const caller = await codeCallerOf(this.db, userId);
    return (await codesOf(this.db, caller.companyId, sql`c.normalised = ${normalised}`))[0] ?? null;
  }

  /** Adds a code for a SKU (管理员/采购员). */
  add(userId: number, body: MaterialCodeAddBody): Promise<MaterialCode> {
    return this.saved(userId, null, body);
  }

  /** Changes one of the company's codes (its SKU, code, description, conversion). */
  update(userId: number, body: MaterialCodeUpdateBody): Promise<MaterialCode> {
    return this.saved(userId, Number(body.id), body);
  }

  private saved(userId: number, id: number | null, body: MaterialCodeAddBody): Promise<MaterialCode> {
    return this.db
      .transaction(async (tx) => {
        const caller = await codeEditorOf(tx, userId);
        const saved = await this.write(tx, caller, id, body);
        return (await codesOf(tx, caller.companyId, sql`c.id = ${saved}`))[0]!;
      })
      .catch((err: unknown) => {
        // Another member saved the same code or SKU at the same moment.
        if (isUniqueViolation(err)) throw conflict(MATERIAL_CODE_MSG.CODE_TAKEN(body.code.trim()));
        throw err;
      });
  }

  /** Deletes one of the company's codes. */
  async remove(userId: number, id: number): Promise<void> {
    const caller = await codeEditorOf(this.db, userId);
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`delete from company_material_codes where id = ${id} and company_id = ${caller.companyId} returning id`,
    );
    if (!rows.length) throw notFound(MATERIAL_CODE_MSG.NOT_FOUND);
  }

  /** Every code of the caller's company (the export), with the company's name for the file. */
  async all(userId: number): Promise<MaterialCode[]> {
    const caller = await codeCallerOf(this.db, userId);
    return codesOf(this.db, caller.companyId);
  }

  /** Adds (`id` null) or changes one code of the caller's company; a code or SKU the company already uses → 409. */
  private async write(
    tx: DbOrTx,
    caller: CodeCaller,
    id: number | null,
    body: MaterialCodeAddBody,
  ): Promise<number> {
    const { code, normalised } = codeForms(body.code);
    const skuId = Number(body.skuId);
    const ratio = reduceRatio({ num: Number(body.ratioNum ?? 1), den: Number(body.ratioDen ?? 1) });
    if (id !== null) {
      const [own] = await queryRows<{ id: number }>(
        tx,
        sql`select id from company_material_codes where id = ${id} and company_id = ${caller.companyId} for update`,
      );
      if (!own) throw notFound(MATERIAL_CODE_MSG.NOT_FOUND);
    }
    const [sku] = await queryRows<{ id: number }>(tx, sql`select id from skus where id = ${skuId}`);
    if (!sku) throw notFound(MATERIAL_CODE_MSG.SKU_NOT_FOUND);
    const clashes = await queryRows<{ code: string; normalised: string }>(
      tx,
      sql`select code, normalised from company_material_codes
          where company_id = ${caller.companyId} and (normalised = ${normalised} or sku_id = ${skuId})
            and id <> ${id ?? 0}`,
    );
    const sameCode = clashes.find((c) => c.normalised === normalised);
    if (sameCode) throw conflict(MATERIAL_CODE_MSG.CODE_TAKEN(sameCode.code));
    if (clashes[0]) throw conflict(MATERIAL_CODE_MSG.SKU_TAKEN(clashes[0].code));
    const description = (body.description ?? '').trim();
    const [row] =
      id === null
        ? await queryRows<{ id: number }>(
            tx,
            sql`insert into company_material_codes (company_id, sku_id, code, normalised, description, ratio_num, ratio_den)
                values (${caller.companyId}, ${skuId}, ${code}, ${normalised}, ${description}, ${ratio.num}, ${ratio.den})
                returning id`,
          )
        : await queryRows<{ id: number }>(
            tx,
            sql`update company_material_codes set sku_id = ${skuId}, code = ${code}, normalised = ${normalised},
                  description = ${description}, ratio_num = ${ratio.num}, ratio_den = ${ratio.den}, updated_at = now()
                where id = ${id} and company_id = ${caller.companyId} returning id`,
          );
    return Number(row!.id);
  }
}
