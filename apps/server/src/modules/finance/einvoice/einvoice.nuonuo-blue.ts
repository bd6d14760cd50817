import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { NuonuoBlueLookup } from './einvoice.nuonuo-red';
import { einvoiceIssues } from './einvoice.table';

/** The 诺诺 adapter's look-up of an issued blue 数电票 of ours by number: its request as sent (type, names, lines). */
export function nuonuoBlueLookup(db: DbOrTx): NuonuoBlueLookup {
  return async (blueNumber) => {
    const [row] = await db
      .select({ request: einvoiceIssues.request })
      .from(einvoiceIssues)
      .where(and(eq(einvoiceIssues.number, blueNumber), eq(einvoiceIssues.status, 'issued')))
      .orderBy(desc(einvoiceIssues.id))
      .limit(1);
    return row?.request ?? null;
  };
}
