import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { EphemeralStore } from './store';

export { STORE_RESYNC, type EphemeralStore } from './store';
export { MemoryStore } from './memory-store';
/** Redis when a URL is given, the in-process store otherwise. */
export async function createStore(redisUrl?: string, prefix?: string): Promise<EphemeralStore> {
  if (!redisUrl) return new MemoryStore();
  const store = new RedisStore(redisUrl, prefix);
  await store.ping();
  await store.startBus();
  return store;
}
