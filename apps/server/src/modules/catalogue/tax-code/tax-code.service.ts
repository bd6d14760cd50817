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
  async setCategory(categoryId: number, code: string | null): Promise<void> {
    await this.mustExist(
      sql`select 1 as x from categories where id = ${categoryId}`,
      TAX_CODE_MSG.CATEGORY_NOT_FOUND,
    );
    if (code === null) {
      await this.db.execute(sql`delete from category_tax_codes where category_id = ${categoryId}`);
      return;
    }
    await this.knownCode(code);
    await this.db.execute(sql`
      insert into category_tax_codes (category_id, code) values (${categoryId}, ${code})
      on conflict (category_id) do update set code = excluded.code, updated_at = now()`);
  }

  /** Sets a product's own code (null: it follows its category again). */
  async setProduct(productId: number, code: string | null): Promise<void> {
    await this.mustExist(
      sql`select 1 as x from products where id = ${productId}`,
      TAX_CODE_MSG.PRODUCT_NOT_FOUND,
    );
    if (code === null) {
      await this.db.execute(sql`delete from product_tax_codes where product_id = ${productId}`);
      return;
    }
    await this.knownCode(code);
    await this.db.execute(sql`
      insert into product_tax_codes (product_id, code) values (${productId}, ${code})
      on conflict (product_id) do update set code = excluded.code, updated_at = now()`);
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
