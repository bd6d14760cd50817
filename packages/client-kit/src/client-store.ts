import { useSyncExternalStore } from 'react';

/**
 * A small client store outside React (the signed-in operator, the buyer's counters): `set` merges a patch
 * into the state and tells every subscriber; `useClientStore` reads a slice of it in a component.
 */
export function createClientStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch: Partial<S>) {
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
  };
}

export type ClientStore<S extends object> = ReturnType<typeof createClientStore<S>>;

/** The part of a client store a component shows; it renders again when that part changes. */
export function useClientStore<S extends object, T>(store: ClientStore<S>, select: (state: S) => T): T {
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
