import { COMPARE_MAX } from '@mall/shared';

/** A SKU chosen for comparison, with what the compare bar shows before the compare page loads it. */
export type CompareEntry = {
  skuId: number;
  productId: number;
  title: string;
  image: string;
  /** The SKU's spec values when chosen on the product page (M8×30 / 304不锈钢); '' from a listing. */
  spec: string;
};

/** What is kept in local storage: the chosen SKUs and whether the bar is folded away. */
export type CompareState = { entries: CompareEntry[]; collapsed: boolean };

export const EMPTY_STATE: CompareState = { entries: [], collapsed: false };

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) < 2 ** 31;

/**
 * Reads what a browser stored earlier (another version, a hand edit, a full disk): anything that is not a
 * list of well-formed entries is dropped, repeats count once and the list stops at COMPARE_MAX.
 */
export function parseCompareState(raw: string | null): CompareState {
  if (!raw) return EMPTY_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_STATE;
  }
  if (!value || typeof value !== 'object') return EMPTY_STATE;
  const { entries, collapsed } = value as { entries?: unknown; collapsed?: unknown };
  const out: CompareEntry[] = [];
  for (const e of Array.isArray(entries) ? entries : []) {
    if (out.length >= COMPARE_MAX) break;
    if (!e || typeof e !== 'object') continue;
    const { skuId, productId, title, image, spec } = e as Record<string, unknown>;
    if (!isId(skuId) || !isId(productId) || typeof title !== 'string') continue;
    if (out.some((x) => x.skuId === skuId)) continue;
    out.push({
      skuId,
      productId,
      title: title.slice(0, 200),
      image: typeof image === 'string' ? image : '',
      spec: typeof spec === 'string' ? spec.slice(0, 100) : '',
    });
  }
  return { entries: out, collapsed: collapsed === true && out.length > 0 };
}

export type AddOutcome = 'added' | 'exists' | 'full';

/** Adds a SKU at the end; a SKU already there stays where it is; a fifth one is refused. */
export function addEntry(
  list: CompareEntry[],
  entry: CompareEntry,
): { list: CompareEntry[]; outcome: AddOutcome } {
  if (list.some((e) => e.skuId === entry.skuId)) return { list, outcome: 'exists' };
  if (list.length >= COMPARE_MAX) return { list, outcome: 'full' };
  return { list: [...list, entry], outcome: 'added' };
}
