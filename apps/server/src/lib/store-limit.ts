import { tooMany } from './app-error';
import type { EphemeralStore } from './store';

/**
 * Fixed-window counter in the ephemeral store (shared by every process when Redis is configured).
 * Throws HTTP 429 with `msg` once more than `max` hits fall in one window of `windowMs`.
 */
export async function hitLimit(
  store: EphemeralStore,
  key: string,
  max: number,
  windowMs: number,
  msg = '请求过于频繁，请稍后再试',
): Promise<void> {
  const count = await store.incr(`limit:${key}`, windowMs);
  if (count > max) throw tooMany(msg);
}
