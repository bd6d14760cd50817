import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { notModified, weakEtag } from './http-cache';
import { STORE_RESYNC, type EphemeralStore } from './store';

/** Reads answered from a cache (this process's memo or the store) and reads computed afresh, since start. */
export const cacheStats = { hits: 0, misses: 0 };

/**
 * What a write made stale, told to every process on the store (Redis pub/sub across processes): cached
 * `keys` (each process drops its memo of them) and named `topics` that a holder of per-process state
 * listens for (`search` — the index version; `setting:<key>` — a site setting).
 */
export type Invalidation = { keys?: readonly string[]; topics?: readonly string[] };

/** Tells every process (this one included) what a write made stale. */
export function broadcastInvalidation(store: EphemeralStore, what: Invalidation): Promise<void> {
  return store.publish(JSON.stringify(what));
}

/**
 * Listens for invalidations on the store. `resync` is heard after the link to the other processes was
 * lost and restored: messages may have been missed, so the listener drops everything it holds.
 */
export function onInvalidation(
  store: EphemeralStore,
  listener: (what: Invalidation | 'resync') => void,
): () => void {
  return store.subscribe((message) => {
    if (message === STORE_RESYNC) return listener('resync');
    try {
      listener(JSON.parse(message) as Invalidation);
    } catch {
      // not ours: the channel carries only invalidations
    }
  });
}

/**
 * Read-through cache of computed, JSON-serialisable data in the ephemeral store (Redis when configured,
 * so every API process shares it). Entries expire after `ttlMs`; writers drop them with `dropCached`.
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
// concurrent misses for one key share one computation (no stampede when a TTL runs out under load). At
// LOCAL_MAX bodies, those read least lately make room (the map is kept in order of last read).
// It only holds copies of what the store holds, for a moment, so processes stay interchangeable; a
// `dropCached` anywhere drops the copies in every process at once (see Invalidation), and LOCAL_MS bounds
// the staleness should such a message be lost.
const LOCAL_MS = 5000;
const LOCAL_MAX = 500;
const GZIP_MIN_BYTES = 4096;
type Memo = {
  text: string;
  /** The text's length, known without making the text (see MadeBody). */
  length?: number;
  until: number;
  gzip?: Buffer;
  /** Makes the first gzip form without compressing the text (a body put together from prepared pieces). */
  pack?: () => Buffer;
  sends?: number;
  etag?: string;
};
/**
 * A body as its maker gives it: the text, how to make its gzip form cheaply when it can, and its weak ETag when
 * the maker knows one without hashing the text (it must change whenever the text does).
 */
export type MadeBody =
  | string
  | {
      /** The text, or how to make it when it is first asked for (then `length` is its length). */
      text: string | (() => string);
      length?: number;
      gzip?: () => Buffer;
      etag?: string;
    };
/**
 * A body's gzip is made fast (level 1: about half the CPU of level 6 for a 9 KB listing, some 10 % more
 * bytes): most bodies of the long tail go out once or twice. A body sent HOT_SENDS times from one memo is
 * compressed again, well (level 6), for the rest of the memo's life.
 */
const FIRST_GZIP_LEVEL = 1;
const HOT_SENDS = 8;
const HOT_GZIP_LEVEL = 6;
type Local = { memo: Map<string, Memo>; inflight: Map<string, Promise<MadeBody>> };
const perStore = new WeakMap<EphemeralStore, Local>();
function localOf(store: EphemeralStore): Local {
  let entry = perStore.get(store);
  if (!entry) {
    const memo = new Map<string, Memo>();
    entry = { memo, inflight: new Map() };
    perStore.set(store, entry);
    onInvalidation(store, (what) => {
      if (what === 'resync') return memo.clear();
      for (const key of what.keys ?? []) memo.delete(key);
    });
  }
  return entry;
}

/** Forgets what this process holds of the store's answers (the store's own entries stay). */
export function forgetHeld(store: EphemeralStore): void {
  const local = perStore.get(store);
  local?.memo.clear();
}

/**
 * A body as the store keeps it: large ones gzipped (made once, when computed, at FIRST_GZIP_LEVEL), so a
 * process filling its memo from the store sends the bytes as they come to a client that takes gzip (no
 * compression, no UTF-8 pass over the text) and unpacks the text only when it is asked for.
 */
function storedBody(bytes: Buffer): MadeBody {
  if (bytes.length < 18 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes.toString();
  return {
    text: () => gunzipSync(bytes).toString(),
    // The gzip trailer's size (bytes, which only the GZIP_MIN_BYTES test reads).
    length: bytes.readUInt32LE(bytes.length - 4),
    gzip: () => bytes,
  };
}

async function loadBody(
  store: EphemeralStore,
  key: string,
  ttlMs: number,
  compute: () => Promise<unknown>,
): Promise<MadeBody> {
  const hit = await store.getBytes(key);
  if (hit !== null) {
    cacheStats.hits++;
    return storedBody(hit);
  }
  cacheStats.misses++;
  const text = JSON.stringify({ code: 200, msg: 'success', data: await compute() });
  if (text.length < GZIP_MIN_BYTES) {
    await store.set(key, text, ttlMs);
    return text;
  }
  const gzip = gzipSync(text, { level: FIRST_GZIP_LEVEL });
  await store.setBytes(key, gzip, ttlMs);
  return { text, gzip: () => gzip };
}

/** A serialised `{code,msg,data}` body held for a moment by this process (see replyCached). */
export type CachedBody = Memo;

/** What `build` makes of a cached body's text: made on first use, kept as long as the cached copy. */
export function perCachedBody<T extends object>(build: (text: string) => T): (body: CachedBody) => T {
  const made = new WeakMap<CachedBody, T>();
  return (body) => {
    let t = made.get(body);
    if (!t) {
      t = build(body.text);
      made.set(body, t);
    }
    return t;
  };
}

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
  return memoBody(store, fullKey, ttlMs, () => loadBody(store, fullKey, ttlMs, compute));
}

/**
 * A `{code,msg,data}` text made by `text`, held by this process for a moment (as `cachedBody` holds its
 * copies, dropped with them) but never kept in the store: for answers that cost a read as cheap as the
 * store's own (a prepared product page).
 */
export function heldBody(
  store: EphemeralStore,
  key: string,
  ttlMs: number,
  text: () => Promise<MadeBody>,
): Promise<CachedBody> {
  return memoBody(store, `held:${key}`, ttlMs, text);
}

async function memoBody(
  store: EphemeralStore,
  fullKey: string,
  ttlMs: number,
  load: () => Promise<MadeBody>,
): Promise<CachedBody> {
  const { memo: local, inflight } = localOf(store);
  let memo = local.get(fullKey);
  if (memo && memo.until > Date.now()) {
    cacheStats.hits++;
    // Kept last in the map's order: when the memo is full, the bodies read least lately go first.
    local.delete(fullKey);
    local.set(fullKey, memo);
    return memo;
  }
  let pending = inflight.get(fullKey);
  if (!pending) {
    pending = load().finally(() => inflight.delete(fullKey));
    inflight.set(fullKey, pending);
  }
  const made = await pending;
  local.delete(fullKey);
  if (local.size >= LOCAL_MAX) {
    // Full: the tenth read least lately goes (a hot body stays held while the long tail passes through).
    let drop = LOCAL_MAX / 10;
    for (const key of local.keys()) {
      local.delete(key);
      if (--drop === 0) break;
    }
  }
  const until = Date.now() + Math.min(LOCAL_MS, ttlMs);
  memo = typeof made === 'string' ? { text: made, until } : madeMemo(made, until);
  local.set(fullKey, memo);
  return memo;
}

/** The memo of a made body: its text made on first use when the maker gave a way to make it. */
function madeMemo(made: Exclude<MadeBody, string>, until: number): Memo {
  const extra = { until, pack: made.gzip, ...(made.etag ? { etag: made.etag } : {}) };
  if (typeof made.text === 'string') return { text: made.text, ...extra };
  const make = made.text;
  let text: string | undefined;
  return {
    get text() {
      return (text ??= make());
    },
    length: made.length,
    ...extra,
  };
}

/**
 * Sends a cached body; large ones go out gzipped to clients that accept it, compressed fast the first time
 * and well once the body proves hot (FIRST_GZIP_LEVEL).
 * A GET (or HEAD) answer carries a weak ETag of the body, hashed once per memo, and `Cache-Control:
 * no-cache`: the browser keeps it and asks again with If-None-Match, which answers 304 without a body
 * while the body is unchanged. The body depends only on the URL (the area is a query parameter), never on
 * the caller, so the tag is the body's own.
 */
export function sendCachedBody(reply: FastifyReply, memo: CachedBody): FastifyReply {
  const request = reply.request;
  const length = memo.length ?? memo.text.length;
  const large = length >= GZIP_MIN_BYTES;
  if (large) reply.header('vary', 'accept-encoding');
  if (request.method === 'GET' || request.method === 'HEAD') {
    memo.etag ??= weakEtag(memo.text);
    reply.header('etag', memo.etag).header('cache-control', 'no-cache');
    if (notModified(request, memo.etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (large && gzipWanted(reply, length)) {
    memo.sends = (memo.sends ?? 0) + 1;
    if (!memo.gzip && memo.pack) memo.gzip = memo.pack();
    else if (!memo.gzip || memo.sends === HOT_SENDS)
      memo.gzip = gzipSync(memo.text, { level: memo.sends < HOT_SENDS ? FIRST_GZIP_LEVEL : HOT_GZIP_LEVEL });
    return reply.header('content-encoding', 'gzip').send(memo.gzip);
  }
  return reply.send(memo.text);
}

/**
 * Sends a caller's own `{code,msg,data}` text made from a cached body (a member's prices spliced in): never
 * stored by shared caches, no ETag (it is not the URL's body). `coding`: the bytes are already so encoded; `vary`:
 * the answer depends on Accept-Encoding (a large one goes gzipped to clients that take it).
 */
export function sendPrivateJson(
  reply: FastifyReply,
  text: string | Buffer,
  how: { coding?: 'gzip' | 'deflate'; vary?: boolean } = {},
): FastifyReply {
  if (how.vary || how.coding) reply.header('vary', 'accept-encoding');
  if (how.coding) reply.header('content-encoding', how.coding);
  return reply
    .header('cache-control', 'private, no-cache')
    .type('application/json; charset=utf-8')
    .send(text);
}

/** Whether a body of `length` bytes goes gzipped to this client (as sendCachedBody decides). */
export const gzipWanted = (reply: FastifyReply, length: number): boolean =>
  length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));

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
 * from every process's memo (this one's directly, the others' through an invalidation message).
 * `keys` are store keys: a `cached` key as given, a `replyCached` key through `replyKey`.
 */
export async function dropCached(store: EphemeralStore, keys: readonly string[]): Promise<void> {
  const { memo } = localOf(store);
  for (const key of keys) memo.delete(key);
  await Promise.all(keys.map((key) => store.del(key)));
  await broadcastInvalidation(store, { keys });
}

/** The store key under which `replyCached(…, key, …)` keeps its body. */
export const replyKey = (key: string) => `reply:${key}`;
