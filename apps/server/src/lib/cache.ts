import type { EphemeralStore } from './store';

/**
 * Read-through cache of computed, JSON-serialisable data in the ephemeral store (Redis when configured,
 * so every API process shares it). Short TTLs keep it fresh enough; there is no explicit invalidation.
 */
export async function cached<T>(
  store: EphemeralStore,
  key: string,
  ttlMs: number,
  compute: () => Promise<T>,
): Promise<T> {
  const hit = await store.get(key);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await compute();
  await store.set(key, JSON.stringify(value), ttlMs);
  return value;
}
