import { createClientStore, useClientStore } from '@mall/client-kit';
import {
  addEntry,
  EMPTY_STATE,
  parseCompareState,
  type AddOutcome,
  type CompareEntry,
  type CompareState,
} from './compare-list';

/**
 * The buyer's compare list, kept in local storage so it follows the buyer across pages, reloads and tabs
 * (another tab's change arrives through the `storage` event). No account needed: a visitor compares too.
 */
const COMPARE_STORAGE_KEY = 'mall:compare';

const store = createClientStore<CompareState>(load());

function load(): CompareState {
  try {
    return parseCompareState(window.localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return EMPTY_STATE;
  }
}

/** The whole list anew (every field of CompareState), kept in local storage. */
function set(next: CompareState): void {
  try {
    if (next.entries.length) window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // storage may be unavailable (private mode, full): the list still lives for this page
  }
  store.set(next);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== COMPARE_STORAGE_KEY && event.key !== null) return;
    store.set(load());
  });
}

const current = () => store.getState();

export const compareStore = {
  getState: store.getState,
  subscribe: store.subscribe,
  /** Adds a SKU; a new one unfolds the bar so the buyer sees it arrive. */
  add(entry: CompareEntry): AddOutcome {
    const { list, outcome } = addEntry(current().entries, entry);
    if (outcome === 'added') set({ entries: list, collapsed: false });
    return outcome;
  },
  remove(skuId: number) {
    set({ ...current(), entries: current().entries.filter((e) => e.skuId !== skuId) });
  },
  /** Every SKU of a product (a listing tile stands for the product). */
  removeProduct(productId: number) {
    set({ ...current(), entries: current().entries.filter((e) => e.productId !== productId) });
  },
  removeMany(skuIds: readonly number[]) {
    if (!current().entries.some((e) => skuIds.includes(e.skuId))) return;
    set({ ...current(), entries: current().entries.filter((e) => !skuIds.includes(e.skuId)) });
  },
  clear() {
    set(EMPTY_STATE);
  },
  setCollapsed(collapsed: boolean) {
    set({ ...current(), collapsed });
  },
};

export function useCompareState(): CompareState {
  return useClientStore(store, (state) => state);
}
