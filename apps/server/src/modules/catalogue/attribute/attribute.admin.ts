import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ATTRIBUTE_MSG,
  type AdminAttribute,
  type adminAttributeSaveBody,
  type AttributeReparseResult,
  type Page,
  type UnparsedAttributeValue,
  type unparsedListBody,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { refreshTypedValues } from './typed-values';

type SaveBody = z.output<typeof adminAttributeSaveBody>;
type DefRow = Omit<AdminAttribute, 'inherited'>;

const defColumns = sql`a.id::int as id, a.category_id as "categoryId", c.title as "categoryTitle", a.name, a.type,
  a.unit, a.sort, a.is_filter as "isFilter"`;

/** A category and its ancestors, itself first; 404 when it does not exist. */
async function categoryPath(db: DbOrTx, categoryId: number): Promise<number[]> {
  const [row] = await queryRows<{ id: number; parent: number; grand: number | null }>(
    db,
    sql`select c.id, c.parent_id as parent, pc.parent_id as grand from categories c
        left join categories pc on pc.id = c.parent_id where c.id = ${categoryId}`,
  );
  if (!row) throw notFound(ATTRIBUTE_MSG.CATEGORY_NOT_FOUND);
  return [row.id, row.parent, row.grand ?? 0].filter((id) => id > 0);
}

/** The products of a category's subtree, locked in id order (as product writes lock them). */
function lockSubtree(tx: Tx, categoryId: number) {
  return queryRows<{ id: number }>(
    tx,
    sql`select id from products where ${categoryId} in (category_id, second_category_id, first_category_id)
        order by id for update`,
  );
}

/**
 * Locks the products of a category's subtree and rebuilds their values; `ids` are theirs (their index rows
 * carry the bounds of their values: the caller reindexes them once committed).
 */
async function reparseSubtree(
  tx: Tx,
  categoryId: number,
): Promise<AttributeReparseResult & { ids: number[] }> {
  const rows = await lockSubtree(tx, categoryId);
  const counts = { products: rows.length, values: 0, parsed: 0, unparsed: 0, ids: rows.map((r) => r.id) };
  for (let i = 0; i < rows.length; i += 1000) {
    const part = await refreshTypedValues(
      tx,
      rows.slice(i, i + 1000).map((r) => r.id),
    );
    counts.values += part.values;
    counts.parsed += part.parsed;
    counts.unparsed += part.unparsed;
  }
  return counts;
}

/** Typed attribute definitions of categories, their reparse and the values an operator has to fix. */
export class AdminAttributeService {
  /**
   * `changed`: after a committed write, with the products whose typed values it changed (reindexes them, which
   * prepares their listings' bounds again, and drops the cached storefront answers).
   */
  constructor(
    private readonly db: Db,
    private readonly changed: (productIds: number[]) => Promise<unknown> = async () => {},
  ) {}

  /** The definitions a category's products take: its ancestors' first, then its own, each in display order. */
  async list(categoryId: number): Promise<AdminAttribute[]> {
    const path = await categoryPath(this.db, categoryId);
    const rows = await queryRows<DefRow & { level: number }>(
      this.db,
      sql`select ${defColumns}, c.level from category_attributes a join categories c on c.id = a.category_id
          where a.category_id = any(${sql.param(path)}::int[]) order by c.level, a.sort, a.id`,
    );
    return rows.map(({ level: _level, ...r }) => ({ ...r, inherited: r.categoryId !== categoryId }));
  }

  /** Creates or edits a definition and reparses its category's products, in one transaction. */
  async save(actor: AuditActor, body: SaveBody): Promise<AdminAttribute> {
    const { saved, ids } = await this.db.transaction(async (tx) => {
      const before = body.id === undefined ? null : await this.find(tx, body.id, true);
      const categoryId = before?.categoryId ?? body.categoryId;
      await categoryPath(tx, categoryId);
      const [clash] = await queryRows<{ id: number }>(
        tx,
        sql`select id::int as id from category_attributes where category_id = ${categoryId}
            and name = ${body.name} and id <> ${body.id ?? 0}`,
      );
      if (clash) throw badRequest(ATTRIBUTE_MSG.duplicate(body.name));
      const [saved] = await queryRows<{ id: number }>(
        tx,
        before
          ? sql`update category_attributes set name = ${body.name}, type = ${body.type}, unit = ${body.unit},
                sort = ${body.sort}, is_filter = ${body.isFilter} where id = ${before.id} returning id::int as id`
          : sql`insert into category_attributes (category_id, name, type, unit, sort, is_filter)
                values (${categoryId}, ${body.name}, ${body.type}, ${body.unit}, ${body.sort}, ${body.isFilter})
                returning id::int as id`,
      );
      const after = await this.find(tx, saved!.id);
      const { ids } = await reparseSubtree(tx, categoryId);
      await recordAudit(tx, actor, {
        action: before ? 'attribute.update' : 'attribute.create',
        targetType: 'categoryAttribute',
        targetId: after.id,
        summary: `${before ? '修改' : '新增'}分类「${after.categoryTitle}」的属性「${after.name}」`,
        before,
        after,
      });
      return { saved: { ...after, inherited: false }, ids };
    });
    await this.changed(ids);
    return saved;
  }

  /** Deletes a definition; its typed values go with it (foreign key cascade). */
  async remove(actor: AuditActor, id: number): Promise<void> {
    const ids = await this.db.transaction(async (tx) => {
      const before = await this.find(tx, id, true);
      const products = await lockSubtree(tx, before.categoryId);
      await tx.execute(sql`delete from category_attributes where id = ${id}`);
      await recordAudit(tx, actor, {
        action: 'attribute.delete',
        targetType: 'categoryAttribute',
        targetId: id,
        summary: `删除分类「${before.categoryTitle}」的属性「${before.name}」`,
        before,
        after: null,
      });
      return products.map((r) => r.id);
    });
    await this.changed(ids);
  }

  /** Reads every product of the category's subtree into typed values again, in one transaction. */
  async reparse(actor: AuditActor, categoryId: number): Promise<AttributeReparseResult> {
    const reparsed = await this.db.transaction(async (tx) => {
      await categoryPath(tx, categoryId);
      const { ids, ...result } = await reparseSubtree(tx, categoryId);
      await recordAudit(tx, actor, {
        action: 'attribute.reparse',
        targetType: 'category',
        targetId: categoryId,
        summary: `重新解析分类 ${categoryId} 的属性值：${result.parsed} 个成功，${result.unparsed} 个无法解析`,
        before: null,
        after: result,
      });
      return { result, ids };
    });
    await this.changed(reparsed.ids);
    return reparsed.result;
  }

  /** Values of the category's subtree that could not be read, one row per product, attribute and text. */
  async unparsed(body: z.output<typeof unparsedListBody>): Promise<Page<UnparsedAttributeValue>> {
    const { categoryId, pageNum, pageSize } = body;
    await categoryPath(this.db, categoryId);
    const where = sql`v.problem is not null
      and ${categoryId} in (p.category_id, p.second_category_id, p.first_category_id)`;
    const from = sql`sku_attribute_values v join products p on p.id = v.product_id
      join category_attributes a on a.id = v.attribute_id`;
    const [rows, [total]] = await Promise.all([
      queryRows<UnparsedAttributeValue>(
        this.db,
        sql`select v.product_id as "productId", p.title, a.id::int as "attributeId", a.name as attribute, v.raw,
              min(v.problem) as reason, count(*)::int as "skuCount"
            from ${from} where ${where}
            group by v.product_id, p.title, a.id, a.name, a.sort, v.raw
            order by v.product_id, a.sort, a.id, v.raw
            limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
      ),
      queryRows<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from (select 1 from ${from} where ${where}
            group by v.product_id, a.id, v.raw) g`,
      ),
    ]);
    return { list: rows, total: total!.n, pageNum, pageSize };
  }

  private async find(db: DbOrTx, id: number, forUpdate = false): Promise<DefRow> {
    const [row] = await queryRows<DefRow>(
      db,
      sql`select ${defColumns} from category_attributes a join categories c on c.id = a.category_id
          where a.id = ${id} ${forUpdate ? sql`for update of a` : sql``}`,
    );
    if (!row) throw notFound(ATTRIBUTE_MSG.NOT_FOUND);
    return row;
  }
}
