import { sql } from 'drizzle-orm';
import { TAX_CODE_MSG, type TaxCode, type TaxCodeSaveBody } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { taxCodeRows } from './tax-code.reads';

/** Operators keep the code table and which category or product carries which code. */
export class TaxCodeService {
  constructor(private readonly db: Db) {}

  /** Adds a code or changes its name, 简称 or rate. */
  async save(body: TaxCodeSaveBody): Promise<TaxCode> {
    await this.db.execute(sql`
      insert into tax_codes (code, name, short_name, rate) values (${body.code}, ${body.name}, ${body.shortName}, ${body.rate})
      on conflict (code) do update set name = excluded.name, short_name = excluded.short_name,
        rate = excluded.rate, updated_at = now()`);
    const [saved] = await taxCodeRows(this.db, body.code);
    return saved!;
  }

  /** Sets a category's code (null: it inherits its parent's again). */
  setCategory(categoryId: number, code: string | null): Promise<void> {
    const on = { owners: 'categories', codes: 'category_tax_codes', key: 'category_id' };
    return this.setOwnCode(on, categoryId, code, TAX_CODE_MSG.CATEGORY_NOT_FOUND);
  }

  /** Sets a product's own code (null: it follows its category again). */
  setProduct(productId: number, code: string | null): Promise<void> {
    const on = { owners: 'products', codes: 'product_tax_codes', key: 'product_id' };
    return this.setOwnCode(on, productId, code, TAX_CODE_MSG.PRODUCT_NOT_FOUND);
  }

  /**
   * Sets the own code of the row `id` of `owners` (404 `missing` when there is none), kept in `codes` by its
   * `key`; null deletes it (the row follows what is above it again).
   */
  private async setOwnCode(
    on: { owners: string; codes: string; key: string },
    id: number,
    code: string | null,
    missing: string,
  ): Promise<void> {
    const [owners, codes, key] = [
      sql.identifier(on.owners),
      sql.identifier(on.codes),
      sql.identifier(on.key),
    ];
    await this.mustExist(sql`select 1 as x from ${owners} where id = ${id}`, missing);
    if (code === null) {
      await this.db.execute(sql`delete from ${codes} where ${key} = ${id}`);
      return;
    }
    await this.knownCode(code);
    await this.db.execute(sql`
      insert into ${codes} (${key}, code) values (${id}, ${code})
      on conflict (${key}) do update set code = excluded.code, updated_at = now()`);
  }

  private async knownCode(code: string) {
    const rows = await queryRows(this.db, sql`select 1 as x from tax_codes where code = ${code}`);
    if (rows.length === 0) throw badRequest(TAX_CODE_MSG.UNKNOWN_CODE);
  }

  private async mustExist(query: ReturnType<typeof sql>, msg: string) {
    const rows = await queryRows(this.db, query);
    if (rows.length === 0) throw notFound(msg);
  }
}
