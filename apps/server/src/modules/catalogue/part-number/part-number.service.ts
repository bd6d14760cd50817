import { sql } from 'drizzle-orm';
import {
  PART_NUMBER_KIND_LABEL,
  PART_NUMBER_MSG,
  type PartNumber,
  type PartNumberAddBody,
  type PartNumberKind,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { normalisePartNumber } from './normalise';

/** Whose SKUs a caller keeps: every SKU (an operator) or one shop's (the merchant portal). */
export type PartNumberScope = { merchantId: number } | null;

type Row = {
  id: number;
  sku_id: number;
  number: string;
  normalised: string;
  kind: PartNumberKind;
  source: string;
  created_at: Date | string;
};

const toPartNumber = (r: Row): PartNumber => ({
  id: Number(r.id),
  skuId: Number(r.sku_id),
  number: r.number,
  normalised: r.normalised,
  kind: r.kind,
  kindLabel: PART_NUMBER_KIND_LABEL[r.kind],
  source: r.source,
  createdAt: new Date(r.created_at).toISOString(),
});

const COLUMNS = sql`n.id, n.sku_id, n.number, n.normalised, n.kind, n.source, n.created_at`;

/** A shop's condition on `products p`: nothing for an operator. */
const within = (scope: PartNumberScope) => (scope ? sql`and p.merchant_id = ${scope.merchantId}` : sql``);

/**
 * A SKU's part numbers, kept by operators for every SKU and by a shop for its own (another shop's SKU is
 * 404, as if it did not exist). Every write is audited and refreshes the product's search answers.
 */
export class PartNumberService {
  constructor(
    private readonly db: Db,
    /** Drops cached search answers of the products (their part numbers changed). */
    private readonly afterWrite: (productIds: number[]) => Promise<void>,
  ) {}

  /** The SKU's product, when the caller keeps it (404 otherwise). */
  private async productOf(tx: DbOrTx, skuId: number, scope: PartNumberScope): Promise<number> {
    const [row] = await queryRows<{ product_id: number }>(
      tx,
      sql`select k.product_id from skus k join products p on p.id = k.product_id
          where k.id = ${skuId} ${within(scope)}`,
    );
    if (!row) throw notFound(PART_NUMBER_MSG.SKU_NOT_FOUND);
    return Number(row.product_id);
  }

  /** The SKU's numbers, manufacturer's first. */
  async list(skuId: number, scope: PartNumberScope): Promise<PartNumber[]> {
    await this.productOf(this.db, skuId, scope);
    const rows = await queryRows<Row>(
      this.db,
      sql`select ${COLUMNS} from sku_part_numbers n where n.sku_id = ${skuId}
          order by n.kind = 'manufacturer' desc, n.id`,
    );
    return rows.map(toPartNumber);
  }

  /** Adds a number to the SKU; the same number after normalising → 409. */
  async add(actor: AuditActor, body: PartNumberAddBody, scope: PartNumberScope): Promise<PartNumber> {
    const number = body.number.trim();
    const normalised = normalisePartNumber(number);
    if (!normalised) throw badRequest(PART_NUMBER_MSG.EMPTY_NUMBER);
    if (normalised.length > 64) throw badRequest('零件号不能超过 64 个字符');
    const skuId = Number(body.skuId);
    const { row, productId } = await this.db.transaction(async (tx) => {
      const productId = await this.productOf(tx, skuId, scope);
      const [row] = await queryRows<Row>(
        tx,
        sql`insert into sku_part_numbers as n (sku_id, number, normalised, kind, source)
            values (${skuId}, ${number}, ${normalised}, ${body.kind ?? 'equivalent'}, ${(body.source ?? '').trim()})
            on conflict (sku_id, normalised) do nothing
            returning ${COLUMNS}`,
      );
      if (!row) throw conflict(PART_NUMBER_MSG.DUPLICATE(number));
      await recordAudit(tx, actor, {
        action: 'partNumber.add',
        targetType: 'sku',
        targetId: String(skuId),
        summary: `添加零件号 ${row.source ? `${row.source} ` : ''}${number}`,
        after: { number, kind: row.kind, source: row.source },
      });
      return { row, productId };
    });
    await this.afterWrite([productId]);
    return toPartNumber(row);
  }

  /** Removes one number; one of a SKU the caller does not keep → 404. */
  async remove(actor: AuditActor, id: number, scope: PartNumberScope): Promise<void> {
    const productId = await this.db.transaction(async (tx) => {
      const [row] = await queryRows<Row & { product_id: number }>(
        tx,
        sql`delete from sku_part_numbers n using skus k, products p
            where n.id = ${id} and k.id = n.sku_id and p.id = k.product_id ${within(scope)}
            returning ${COLUMNS}, k.product_id`,
      );
      if (!row) throw notFound(PART_NUMBER_MSG.NOT_FOUND);
      await recordAudit(tx, actor, {
        action: 'partNumber.delete',
        targetType: 'sku',
        targetId: String(row.sku_id),
        summary: `删除零件号 ${row.source ? `${row.source} ` : ''}${row.number}`,
        before: { number: row.number, kind: row.kind, source: row.source },
      });
      return Number(row.product_id);
    });
    await this.afterWrite([productId]);
  }
}
