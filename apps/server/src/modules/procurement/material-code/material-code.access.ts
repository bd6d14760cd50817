import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_STATUS, MATERIAL_CODE_MSG } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import { normalisePartNumber } from '../../catalogue/part-number';
import { companyContextOf, hasRole, requireRole } from '../../identity/company';

/** The caller as material codes see them: their company, and whether they may change its codes. */
export type CodeCaller = { userId: number; companyId: number; canEdit: boolean };

/**
 * Who may see and change a company's material codes, decided here: every active member of a verified
 * company reads them (403 for anyone else); its 管理员 and 采购员 change them. The codes of any other
 * company are out of every query (their ids answer 404).
 */
export async function codeCallerOf(db: DbOrTx, userId: number): Promise<CodeCaller> {
  const ctx = requireRole(await companyContextOf(db, userId));
  return { userId, companyId: ctx.companyId, canEdit: hasRole(ctx, '管理员', '采购员') };
}

/** The same, refusing (403) a member who may only read. */
export async function codeEditorOf(db: DbOrTx, userId: number): Promise<CodeCaller> {
  const caller = await codeCallerOf(db, userId);
  if (!caller.canEdit) throw forbidden(MATERIAL_CODE_MSG.EDITORS_ONLY);
  return caller;
}

/**
 * The material codes the buyer's company (an active member of a verified company; nobody else has codes)
 * gave to any of the `normalised` codes, as a select (key = the normalised code, code, sku_id, ratio_num,
 * ratio_den) for quick order's one statement over every kind of number.
 */
export function materialCodeRows(userId: number, normalised: readonly string[]): SQL {
  return sql`select c.normalised as key, c.code, c.sku_id, c.ratio_num, c.ratio_den
    from company_members m join companies co on co.id = m.company_id
      join company_material_codes c on c.company_id = m.company_id
    where m.user_id = ${userId} and m.status = 1 and co.status = ${COMPANY_STATUS.VERIFIED}
      and c.normalised = any(${sql.param([...new Set(normalised)])}::text[])`;
}

/**
 * trade's lookup of line codes: the codes the company keeps for `skuIds`, the company given, or the one the
 * member `userId` buys for (an active member of a verified company; anyone else has none).
 */
export async function lineMaterialCodes(
  db: DbOrTx,
  owner: { userId: number } | { companyId: number },
  skuIds: readonly number[],
): Promise<Map<number, string>> {
  const company =
    'companyId' in owner
      ? sql`${owner.companyId}::bigint`
      : sql`(select m.company_id from company_members m join companies co on co.id = m.company_id
          where m.user_id = ${owner.userId} and m.status = 1 and co.status = ${COMPANY_STATUS.VERIFIED})`;
  const rows = await queryRows<{ sku_id: number; code: string }>(
    db,
    sql`select c.sku_id, c.code from company_material_codes c
      where c.company_id = ${company} and c.sku_id = any(${sql.param([...skuIds])}::bigint[])`,
  );
  return new Map(rows.map((r) => [Number(r.sku_id), r.code]));
}

/** A company's code as its programs read it (the open API): our SKU, its code, description and conversion. */
export type CompanyCodeRow = {
  id: number;
  skuId: number;
  code: string;
  description: string;
  ratioNum: number;
  ratioDen: number;
  updatedAt: string;
};

/**
 * One page of the company's codes by id (after `afterId`, at most `size`), or the one `code` is (written any
 * way: case, spaces, dashes and dots aside): what an ERP pulls to map its material codes onto our SKUs.
 */
export async function companyCodePage(
  db: DbOrTx,
  companyId: number,
  q: { afterId: number; size: number; code?: string },
): Promise<CompanyCodeRow[]> {
  const normalised = q.code === undefined ? undefined : normalisePartNumber(q.code.trim());
  if (normalised === '') return [];
  const rows = await queryRows<{
    id: number;
    sku_id: number;
    code: string;
    description: string;
    ratio_num: number;
    ratio_den: number;
    updated_at: string | Date;
  }>(
    db,
    sql`select c.id, c.sku_id, c.code, c.description, c.ratio_num, c.ratio_den, c.updated_at
      from company_material_codes c
      where c.company_id = ${companyId} and c.id > ${q.afterId}
        ${normalised !== undefined ? sql`and c.normalised = ${normalised}` : sql``}
      order by c.id limit ${q.size}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    skuId: Number(r.sku_id),
    code: r.code,
    description: r.description,
    ratioNum: r.ratio_num,
    ratioDen: r.ratio_den,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}
