/**
 * Ephemeral key-value store: SMS codes, captcha challenges, rate-limit counters, one-time tickets.
 * Redis when REDIS_URL is set (shared by every server process), in-process otherwise.
 */
export interface EphemeralStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores `value` for `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value as bytes (a value stored by `setBytes`, or a text's UTF-8); null when absent. */
  getBytes(key: string): Promise<Buffer | null>;
  /** Stores bytes (a compressed answer) for `ttlMs` milliseconds. */
  setBytes(key: string, value: Buffer, ttlMs: number): Promise<void>;
  /** Stores only if the key is absent; true when stored. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Atomically adds 1 and returns the new value; the TTL starts with the first increment. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** `incr` and the key's remaining lifetime in ms, in one step (one Redis round trip): a rate limit's window. */
  incrWindow(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Reads and deletes in one step (one-time tickets); null when absent. */
  take(key: string): Promise<string | null>;
  /** Remaining lifetime in ms, or -1 when the key is absent. */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  /**
   * Sends `message` to every subscriber of this store in every process sharing it (this one included):
   * Redis pub/sub across processes, a direct call in the in-process store. Delivery is at most once; a
   * subscriber that lost its link hears `STORE_RESYNC` when it is back and must assume it missed messages.
   */
  publish(message: string): Promise<void>;
  /** Calls `handler` with every published message (see publish); returns the unsubscribe. */
  subscribe(handler: (message: string) => void): () => void;
  close(): Promise<void>;
}

/** Delivered to subscribers after their link to the other processes was lost and restored. */
export const STORE_RESYNC = '\u0000resync';
