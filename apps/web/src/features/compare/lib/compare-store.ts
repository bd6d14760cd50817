import { useSyncExternalStore } from 'react';
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

let state: CompareState = load();
const listeners = new Set<() => void>();

function load(): CompareState {
  try {
    return parseCompareState(window.localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return EMPTY_STATE;
  }
}

function set(next: CompareState): void {
  state = next;
  try {
    if (next.entries.length) window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // storage may be unavailable (private mode, full): the list still lives for this page
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== COMPARE_STORAGE_KEY && event.key !== null) return;
    state = load();
    listeners.forEach((listener) => listener());
  });
}

export const compareStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adds a SKU; a new one unfolds the bar so the buyer sees it arrive. */
  add(entry: CompareEntry): AddOutcome {
    const { list, outcome } = addEntry(state.entries, entry);
    if (outcome === 'added') set({ entries: list, collapsed: false });
    return outcome;
  },
  remove(skuId: number) {
    set({ ...state, entries: state.entries.filter((e) => e.skuId !== skuId) });
  },
  /** Every SKU of a product (a listing tile stands for the product). */
  removeProduct(productId: number) {
    set({ ...state, entries: state.entries.filter((e) => e.productId !== productId) });
  },
  removeMany(skuIds: readonly number[]) {
    if (!state.entries.some((e) => skuIds.includes(e.skuId))) return;
    set({ ...state, entries: state.entries.filter((e) => !skuIds.includes(e.skuId)) });
  },
  clear() {
    set(EMPTY_STATE);
  },
  setCollapsed(collapsed: boolean) {
    set({ ...state, collapsed });
  },
};

export function useCompareState(): CompareState {
  return useSyncExternalStore(compareStore.subscribe, compareStore.getState, compareStore.getState);
}
