import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { MAX_INVOICE_TITLES, type InvoiceTitle, type invoiceTitleInput } from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { bookRows, defaultToNewest, isCompanyOwned, usableBy } from '../../../lib/company-owner';
import { conflict, notFound } from '../../../lib/app-error';
import { invoiceTitles, type InvoiceTitleRow } from './invoice.table';

type TitleInput = z.output<typeof invoiceTitleInput>;

/** Row → wire shape: the title's fields as stored, the default flag as 1/0, and `shared` on a company's own. */
function toInvoiceTitle(row: InvoiceTitleRow): InvoiceTitle {
  const { userId, isDefault, createdAt, updatedAt: _updatedAt, ...title } = row;
  return {
    ...title,
    isDefault: isDefault ? 1 : 0,
    createdAt: createdAt.toISOString(),
    ...(isCompanyOwned(userId) ? { shared: true } : {}),
  };
}

/** Title `id` when `whose` holds for it, else null. */
async function findTitle(db: DbOrTx, id: number, whose: SQL | undefined): Promise<InvoiceTitleRow | null> {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), whose));
  return row ?? null;
}

/** One of the buyer's titles, or null when it is not his (or does not exist). */
const findOwnTitle = (db: DbOrTx, userId: number, id: number) =>
  findTitle(db, id, eq(invoiceTitles.userId, userId));

/** A title the buyer may invoice to: their own, or one their company shares with its members. */
export const findUsableTitle = (db: DbOrTx, userId: number, id: number) =>
  findTitle(db, id, usableBy(invoiceTitles.userId, userId));

/** Checkout's InvoiceTitleLookup: the company name and taxpayer id of a usable title, else null. */
export async function lookupInvoiceTitle(
  db: DbOrTx,
  userId: number,
  titleId: number,
): Promise<{ titleName: string; taxNo: string } | null> {
  const row = await findUsableTitle(db, userId, titleId);
  return row ? { titleName: row.companyName, taxNo: row.taxNo } : null;
}

/** Serialises title writes of one buyer (the default flag and the count limit). */
const lockBuyer = (tx: DbOrTx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice_titles'), ${userId}::int)`);

/** A buyer's invoice titles: list, add, edit, delete, default. */
export class InvoiceTitleService {
  constructor(private readonly db: Db) {}

  /** Default first, then newest. */
  async list(userId: number): Promise<InvoiceTitle[]> {
    return (await bookRows(this.db, invoiceTitles, userId)).map(toInvoiceTitle);
  }

  /** Adds a title; the buyer's first title (or one marked isDefault) becomes the default. */
  async add(userId: number, input: TitleInput): Promise<InvoiceTitle> {
    return this.db.transaction(async (tx) => {
      await lockBuyer(tx, userId);
      const [n] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
      const existing = n?.n ?? 0;
      if (existing >= MAX_INVOICE_TITLES) throw conflict(`最多保存 ${MAX_INVOICE_TITLES} 个发票抬头`);
      const makeDefault = existing === 0 || input.isDefault === 1;
      if (makeDefault)
        await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.userId, userId));
      const { isDefault: _d, ...fields } = input;
      const [row] = await tx
        .insert(invoiceTitles)
        .values({ ...fields, userId, isDefault: makeDefault })
        .returning();
      return toInvoiceTitle(row!);
    });
  }

  /** Edits an own title (404 otherwise). */
  async edit(userId: number, id: number, input: TitleInput): Promise<InvoiceTitle> {
    return this.db.transaction(async (tx) => {
      await lockBuyer(tx, userId);
      const row = await findOwnTitle(tx, userId, id);
      if (!row) throw notFound('发票抬头不存在');
      if (input.isDefault === 1 && !row.isDefault)
        await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.userId, userId));
      const { isDefault, ...fields } = input;
      const [updated] = await tx
        .update(invoiceTitles)
        .set({ ...fields, isDefault: row.isDefault || isDefault === 1, updatedAt: sql`now()` })
        .where(eq(invoiceTitles.id, id))
        .returning();
      return toInvoiceTitle(updated!);
    });
  }

  /** Deletes an own title; when it was the default, the newest remaining one takes over. */
  async remove(userId: number, id: number): Promise<{ deleted: number }> {
    return this.db.transaction(async (tx) => {
      await lockBuyer(tx, userId);
      const row = await findOwnTitle(tx, userId, id);
      if (!row) throw notFound('发票抬头不存在');
      await tx.delete(invoiceTitles).where(eq(invoiceTitles.id, id));
      if (row.isDefault) await defaultToNewest(tx, invoiceTitles, userId);
      return { deleted: 1 };
    });
  }

  /** Makes an own title the default. */
  async setDefault(userId: number, id: number): Promise<InvoiceTitle> {
    return this.db.transaction(async (tx) => {
      await lockBuyer(tx, userId);
      const row = await findOwnTitle(tx, userId, id);
      if (!row) throw notFound('发票抬头不存在');
      await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.userId, userId));
      const [updated] = await tx
        .update(invoiceTitles)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(eq(invoiceTitles.id, id))
        .returning();
      return toInvoiceTitle(updated!);
    });
  }
}
