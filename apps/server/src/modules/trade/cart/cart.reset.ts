import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { addToCart } from './cart.service';
import { cartLines } from './cart.table';

/*
 * A cart another document fills (a punch-out session, a quotation): emptied or set aside first, inside the
 * caller's transaction.
 */

/** Deletes every line of the buyer's cart. */
export async function clearCart(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
}

/** Sets the buyer's lines aside: they stay, none selected. */
export async function setCartAside(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(cartLines).set({ selected: false }).where(eq(cartLines.userId, userId));
}

/**
 * Puts a quoted line in the cart: the quoted quantity replaces what the cart held of the SKU, checked like any
 * add, and the line is marked with the quotation (its locked price applies). Throws what `addToCart` throws.
 */
export async function addQuotedLine(
  tx: DbOrTx,
  userId: number,
  line: { skuId: number; quantity: number },
  areaCode: string,
  quotationId: number,
): Promise<void> {
  await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.skuId, line.skuId)));
  const added = await addToCart(tx, userId, line.skuId, line.quantity, areaCode);
  await tx.update(cartLines).set({ quotationId }).where(eq(cartLines.id, added.lineId));
}
