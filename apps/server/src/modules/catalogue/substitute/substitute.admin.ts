import { sql } from 'drizzle-orm';
import {
  SUBSTITUTE_MSG,
  type SubstituteAddBody,
  type SubstituteAdminList,
  type SubstituteLink,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { skuNamesOf, type SkuNames } from '../catalogue';
import { substituteCandidates } from './substitute.rule';

/** How many of the rule's proposals the console lists. */
const PROPOSED_MAX = 20;

type SkuRow = SkuNames & { on_shelf: boolean };

const skuColumns = sql`k.id as sku_id, k.product_id, k.code, p.title, b.name as brand_name, p.model_no, k.spec,
  p.on_shelf`;

async function skusOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SkuRow>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<SkuRow>(
    db,
    sql`select ${skuColumns} from skus k join products p on p.id = k.product_id
        left join brands b on b.id = p.brand_id where k.id = any(${sql.param([...ids])}::int[])`,
  );
  return new Map(rows.map((r) => [r.sku_id, r]));
}

const skuView = (r: SkuRow) => ({ ...skuNamesOf(r), onShelf: r.on_shelf });

type LinkRow = {
  id: number;
  sku_id: number;
  substitute_sku_id: number;
  note: string;
  created_at: Date | string;
};

/** Operators' substitute links (console area 商品): list with the rule's proposals, add, remove; audited. */
export class SubstituteAdmin {
  constructor(private readonly db: Db) {}

  private async mustExist(tx: DbOrTx, skuId: number, msg: string): Promise<SkuRow> {
    const sku = (await skusOf(tx, [skuId])).get(skuId);
    if (!sku) throw notFound(msg);
    return sku;
  }

  private async links(tx: DbOrTx, where: ReturnType<typeof sql>): Promise<SubstituteLink[]> {
    const rows = await queryRows<LinkRow>(
      tx,
      sql`select id::int as id, sku_id, substitute_sku_id, note, created_at from sku_substitutes ${where}
          order by id`,
    );
    const skus = await skusOf(
      tx,
      rows.map((r) => r.substitute_sku_id),
    );
    return rows.flatMap((r) => {
      const sku = skus.get(r.substitute_sku_id);
      return sku
        ? [
            {
              id: Number(r.id),
              skuId: r.sku_id,
              substitute: skuView(sku),
              note: r.note,
              createdAt: new Date(r.created_at).toISOString(),
            },
          ]
        : [];
    });
  }

  /** The SKU's links, and what the rule proposes that no link names yet. */
  async list(skuId: number): Promise<SubstituteAdminList> {
    await this.mustExist(this.db, skuId, SUBSTITUTE_MSG.SKU_NOT_FOUND);
    const links = await this.links(this.db, sql`where sku_id = ${skuId}`);
    const ruled =
      (
        await substituteCandidates(this.db, [skuId], { areaCode: null, limit: PROPOSED_MAX + links.length })
      ).get(skuId) ?? [];
    const proposedIds = ruled
      .filter((c) => !c.linked)
      .map((c) => c.skuId)
      .slice(0, PROPOSED_MAX);
    const skus = await skusOf(this.db, proposedIds);
    return { links, proposed: proposedIds.flatMap((id) => (skus.get(id) ? [skuView(skus.get(id)!)] : [])) };
  }

  /** The substitute's id: as given, or the one SKU carrying the typed code (none → 404, several → 400). */
  private async substituteId(body: SubstituteAddBody): Promise<number> {
    if (body.substituteSkuId !== undefined) return Number(body.substituteSkuId);
    const code = (body.substituteSkuCode ?? '').trim();
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from skus where code = ${code} limit 2`,
    );
    if (!rows.length) throw notFound(SUBSTITUTE_MSG.CODE_NOT_FOUND(code));
    if (rows.length > 1) throw badRequest(SUBSTITUTE_MSG.CODE_AMBIGUOUS(code));
    return Number(rows[0]!.id);
  }

  /** Links a substitute (another product's SKU, by id or SKU code); the same pair twice → 409. */
  async add(actor: AuditActor, body: SubstituteAddBody): Promise<SubstituteLink> {
    const skuId = Number(body.skuId);
    const substituteSkuId = await this.substituteId(body);
    if (skuId === substituteSkuId) throw badRequest(SUBSTITUTE_MSG.SELF);
    const note = (body.note ?? '').trim();
    return this.db.transaction(async (tx) => {
      const sku = await this.mustExist(tx, skuId, SUBSTITUTE_MSG.SKU_NOT_FOUND);
      const other = await this.mustExist(tx, substituteSkuId, SUBSTITUTE_MSG.SUBSTITUTE_NOT_FOUND);
      if (sku.product_id === other.product_id) throw badRequest(SUBSTITUTE_MSG.SAME_PRODUCT);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into sku_substitutes (sku_id, substitute_sku_id, note)
            values (${skuId}, ${substituteSkuId}, ${note})
            on conflict (sku_id, substitute_sku_id) do nothing returning id::int as id`,
      );
      if (!row) throw conflict(SUBSTITUTE_MSG.DUPLICATE);
      await recordAudit(tx, actor, {
        action: 'substitute.add',
        targetType: 'sku',
        targetId: String(skuId),
        summary: `关联替代品 ${other.code}${note ? `（${note}）` : ''}`,
        after: { substituteSkuId, note },
      });
      return (await this.links(tx, sql`where id = ${row.id}`))[0]!;
    });
  }

  /** Removes a link; an unknown id → 404. */
  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await queryRows<LinkRow>(
        tx,
        sql`delete from sku_substitutes where id = ${id}
            returning id, sku_id, substitute_sku_id, note, created_at`,
      );
      if (!row) throw notFound(SUBSTITUTE_MSG.NOT_FOUND);
      await recordAudit(tx, actor, {
        action: 'substitute.delete',
        targetType: 'sku',
        targetId: String(row.sku_id),
        summary: `取消替代品关联 SKU ${row.substitute_sku_id}`,
        before: { substituteSkuId: row.substitute_sku_id, note: row.note },
      });
    });
  }
}
