import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { EphemeralStore } from './store';

/** Reads answered from a cache (this process's memo or the store) and reads computed afresh, since start. */
export const cacheStats = { hits: 0, misses: 0 };

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
  if (hit !== null) {
    cacheStats.hits++;
    return JSON.parse(hit) as T;
  }
  cacheStats.misses++;
  const value = await compute();
  await store.set(key, JSON.stringify(value), ttlMs);
  return value;
}

// Per-process memo in front of the store: hot bodies are re-read from Redis at most every LOCAL_MS, and
// concurrent misses for one key share one computation (no stampede when a TTL runs out under load).
// It only holds copies of what the store holds, for a moment, so processes stay interchangeable.
const LOCAL_MS = 1000;
const LOCAL_MAX = 500;
const GZIP_MIN_BYTES = 4096;
type Memo = { text: string; until: number; gzip?: Buffer };
type Local = { memo: Map<string, Memo>; inflight: Map<string, Promise<string>> };
const perStore = new WeakMap<EphemeralStore, Local>();
function localOf(store: EphemeralStore): Local {
  let entry = perStore.get(store);
  if (!entry) {
    entry = { memo: new Map(), inflight: new Map() };
    perStore.set(store, entry);
  }
  return entry;
}

async function loadText(store: EphemeralStore, key: string, ttlMs: number, compute: () => Promise<unknown>) {
  const hit = await store.get(key);
  if (hit !== null) {
    cacheStats.hits++;
    return hit;
  }
  cacheStats.misses++;
  const text = JSON.stringify({ code: 200, msg: 'success', data: await compute() });
  await store.set(key, text, ttlMs);
  return text;
}

/** A serialised `{code,msg,data}` body held for a moment by this process (see replyCached). */
export type CachedBody = Memo;

/**
 * The cached, already serialised `{code,msg,data}` body under `key`: this process's memo, else the store,
 * else `compute` (concurrent misses share one computation). Send it with `sendCachedBody`.
 */
export async function cachedBody<T>(
  store: EphemeralStore,
  key: string,
  ttlMs: number,
  compute: () => Promise<T>,
): Promise<CachedBody> {
  const fullKey = replyKey(key);
  const { memo: local, inflight } = localOf(store);
  let memo = local.get(fullKey);
  if (memo && memo.until > Date.now()) {
    cacheStats.hits++;
    return memo;
  }
  let pending = inflight.get(fullKey);
  if (!pending) {
    pending = loadText(store, fullKey, ttlMs, compute).finally(() => inflight.delete(fullKey));
    inflight.set(fullKey, pending);
  }
  const text = await pending;
  if (local.size >= LOCAL_MAX) local.clear();
  memo = { text, until: Date.now() + Math.min(LOCAL_MS, ttlMs) };
  local.set(fullKey, memo);
  return memo;
}

/** Sends a cached body; large ones go out gzipped to clients that accept it, compressed once per memo. */
export function sendCachedBody(reply: FastifyReply, memo: CachedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (memo.text.length >= GZIP_MIN_BYTES) {
    reply.header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''))) {
      memo.gzip ??= gzipSync(memo.text, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(memo.gzip);
    }
  }
  return reply.send(memo.text);
}

/**
 * Answers a read-only call from a cached, already serialised `{code,msg,data}` body: no JSON
 * (de)serialisation or response-schema pass per request on the hot home-page calls. The route still
 * declares its response schema for the OpenAPI document; `compute` must return exactly that shape.
 */
export async function replyCached<T>(
  reply: FastifyReply,
  store: EphemeralStore,
  key: string,
  ttlMs: number,
  compute: () => Promise<T>,
): Promise<FastifyReply> {
  return sendCachedBody(reply, await cachedBody(store, key, ttlMs, compute));
}

/**
 * Drops cached values at once (after an operator write): from the store, which every process shares, and
 * from this process's memo. Other processes may serve their memo for at most LOCAL_MS more.
 * `keys` are store keys: a `cached` key as given, a `replyCached` key through `replyKey`.
 */
export async function dropCached(store: EphemeralStore, keys: readonly string[]): Promise<void> {
  const { memo } = localOf(store);
  for (const key of keys) memo.delete(key);
  await Promise.all(keys.map((key) => store.del(key)));
}

/** The store key under which `replyCached(…, key, …)` keeps its body. */
export const replyKey = (key: string) => `reply:${key}`;
