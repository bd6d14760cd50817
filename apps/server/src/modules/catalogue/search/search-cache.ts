import { createHash, randomUUID } from 'node:crypto';
import {
  broadcastInvalidation,
  cached,
  cachedBody,
  forgetHeld,
  heldBody,
  onInvalidation,
  type CachedBody,
  type MadeBody,
} from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';

const VERSION_KEY = 'search:version';
const VERSION_TTL_MS = 30 * 86_400_000;
const RESULT_TTL_MS = 60_000;
/**
 * How long a process trusts its copy of the index version. A reindex anywhere tells every process at once
 * (an invalidation on the store); this only bounds the staleness should that message be lost.
 */
const VERSION_REFRESH_MS = 5000;
const TOPIC = 'search';
/** How many per-version values a process holds at most (categories × areas of best sellers). */
const HELD_MAX = 20_000;

/** A value of the cache read now (see SearchCache.slot). */
export type Slot<T> = {
  value: T | undefined;
  /** Stores the value computed (and hands it to the requests of this process waiting for it). */
  keep(value: T): Promise<void>;
  /** Gives up computing (the waiting requests compute it themselves). */
  release(): void;
};

/**
 * Read-through cache of listing, search, suggestion and detail answers in the ephemeral store (Redis when
 * configured). Keys carry the index version, which every reindex bumps and announces, so a product change
 * shows at once in every process; entries also expire after a minute.
 */
export class SearchCache {
  private version: { value: string; at: number } | null = null;
  /** A version of this process's own while `isolated` runs: nothing else reads what is kept under it. */
  private privateVersion: string | null = null;
  private readonly held = new Map<string, { version: string; value: Promise<unknown>; at: number }>();
  /** Values of `slot` keys being computed by a request of this process. */
  private readonly computing = new Map<string, Promise<unknown>>();

  constructor(private readonly store: EphemeralStore) {
    onInvalidation(store, (what) => {
      if (what === 'resync' || what.topics?.includes(TOPIC)) this.version = null;
    });
  }

  private async currentVersion(): Promise<string> {
    if (this.privateVersion !== null) return this.privateVersion;
    if (this.version && Date.now() - this.version.at < VERSION_REFRESH_MS) return this.version.value;
    const value = (await this.store.get(VERSION_KEY)) ?? '0';
    this.version = { value, at: Date.now() };
    return value;
  }

  /**
   * A value this process holds while the index version stays (the category tree's levels, a category's
   * best sellers): loaded once per version, so a catalogue write anywhere, which bumps the version, has it
   * loaded again; `maxAgeMs` also bounds how long it is kept (for values that change without a reindex,
   * as stock does).
   */
  async perVersion<T>(name: string, load: () => Promise<T>, maxAgeMs = Infinity): Promise<T> {
    const version = await this.currentVersion();
    const held = this.held.get(name);
    if (held?.version === version && Date.now() - held.at < maxAgeMs) return held.value as Promise<T>;
    const value = load();
    if (this.held.size >= HELD_MAX) this.held.clear();
    this.held.set(name, { version, value, at: Date.now() });
    value.catch(() => {
      if (this.held.get(name)?.value === value) this.held.delete(name);
    });
    return value;
  }

  /**
   * Runs `work` under a version no other call will ever ask for (the process's warm-up before it listens):
   * every answer, facet count and held value it computes is kept under that version, so afterwards the
   * caches are as empty for real requests as before (the entries in the store expire within a minute).
   */
  async isolated<T>(work: () => Promise<T>): Promise<T> {
    this.privateVersion = `private-${process.pid}-${randomUUID()}`;
    try {
      return await work();
    } finally {
      this.privateVersion = null;
      this.held.clear();
      forgetHeld(this.store);
    }
  }

  /** Invalidates every cached answer (after the index changed). */
  async bump(): Promise<void> {
    const value = await this.store.incr(VERSION_KEY, VERSION_TTL_MS);
    this.version = { value: String(value), at: Date.now() };
    await broadcastInvalidation(this.store, { topics: [TOPIC] });
  }

  private async key(kind: string, input: unknown): Promise<string> {
    const digest = createHash('sha1').update(JSON.stringify(input)).digest('base64url');
    return `search:${await this.currentVersion()}:${kind}:${digest}`;
  }

  async get<T>(kind: string, input: unknown, compute: () => Promise<T>): Promise<T> {
    return cached(this.store, await this.key(kind, input), RESULT_TTL_MS, compute);
  }

  /**
   * A cached value read now, with how to store one under the same key (the index version it was read
   * under: a value computed while a reindex happened is never kept under the new version). While one
   * request of this process computes the value of a key, others opening it wait for that value instead of
   * computing it again (the pages of one keyword asked for at once count its facets once); the one that
   * computes calls `keep`, or `release` when it fails.
   */
  async slot<T>(kind: string, input: unknown): Promise<Slot<T>> {
    const key = await this.key(kind, input);
    const pending = this.computing.get(key) as Promise<T | undefined> | undefined;
    const known = (value: T): Slot<T> => ({ value, keep: async () => {}, release: () => {} });
    if (pending) {
      const value = await pending;
      if (value !== undefined) return known(value);
    }
    let settle!: (value: T | undefined) => void;
    const promise = new Promise<T | undefined>((resolve) => (settle = resolve));
    this.computing.set(key, promise);
    const finish = (value: T | undefined) => {
      if (this.computing.get(key) === promise) this.computing.delete(key);
      settle(value);
    };
    let hit: string | null;
    try {
      hit = await this.store.get(key);
    } catch (err) {
      finish(undefined);
      throw err;
    }
    if (hit !== null) {
      const value = JSON.parse(hit) as T;
      finish(value);
      return known(value);
    }
    return {
      value: undefined,
      keep: (value: T) => {
        finish(value);
        return this.store.set(key, JSON.stringify(value), RESULT_TTL_MS);
      },
      release: () => finish(undefined),
    };
  }

  /**
   * The cached, already serialised `{code,msg,data}` body of an answer (see cachedBody): the hot product
   * detail costs no query, no JSON work and, for a few seconds, no store round trip.
   */
  async body<T>(kind: string, input: unknown, compute: () => Promise<T>): Promise<CachedBody> {
    return cachedBody(this.store, await this.key(kind, input), RESULT_TTL_MS, compute);
  }

  /**
   * A serialised `{code,msg,data}` body per index version made by `text`, held by this process for a few
   * seconds but not kept in the store (see heldBody): the product page, whose own read costs what a store
   * round trip costs.
   */
  async heldBody(kind: string, input: string, text: () => Promise<MadeBody>): Promise<CachedBody> {
    // Held in this process only, under a short key as it is (no digest per request).
    return heldBody(
      this.store,
      `search:${await this.currentVersion()}:${kind}:${input}`,
      RESULT_TTL_MS,
      text,
    );
  }
}
