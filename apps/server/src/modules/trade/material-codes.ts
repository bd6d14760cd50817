import type { DbOrTx } from '../../db/client';
import { Provided } from '../../lib/hook';

/** Whose codes: the company a member buys for (the cart), or the company an order was placed for. */
export type CodeOwner = { userId: number } | { companyId: number };

/**
 * A company's own material codes (客户物料编码) for SKUs, sku id → code: procurement (above trade) keeps them
 * and provides the lookup; the cart's and the order's lines carry them for the company's members (issue 50).
 * Without a provider (or for a buyer outside a company) no line has one.
 */
export type MaterialCodeLookup = (
  db: DbOrTx,
  owner: CodeOwner,
  skuIds: readonly number[],
) => Promise<ReadonlyMap<number, string>>;

export class MaterialCodes extends Provided<MaterialCodeLookup> {
  constructor() {
    super('trade.materialCodes');
  }

  /** The codes of `skuIds` for `owner` (none asked, or nobody provides them: an empty map). */
  async of(db: DbOrTx, owner: CodeOwner, skuIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
    if (!skuIds.length || !this.provided) return new Map();
    return this.get()(db, owner, skuIds);
  }
}

/** `lines` with their SKU's code where the owner has one (`materialCode` left out otherwise). */
export async function withMaterialCodes<L extends { skuId: number }>(
  codes: MaterialCodes | undefined,
  db: DbOrTx,
  owner: CodeOwner | null,
  lines: L[],
): Promise<(L & { materialCode?: string })[]> {
  if (!codes || !owner || !lines.length) return lines;
  const found = await codes.of(db, owner, [...new Set(lines.map((l) => l.skuId))]);
  if (!found.size) return lines;
  return lines.map((l) => {
    const code = found.get(l.skuId);
    return code === undefined ? l : { ...l, materialCode: code };
  });
}
