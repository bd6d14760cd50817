import type { EphemeralStore } from './store';

type Entry = { value: string | Buffer; expiresAt: number };

const text = (value: string | Buffer) => (typeof value === 'string' ? value : value.toString());

/** In-process store for a single server process (the default without REDIS_URL). */
export class MemoryStore implements EphemeralStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly handlers = new Set<(message: string) => void>();

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    const entry = this.live(key);
    return entry ? text(entry.value) : null;
  }
  async set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }
  async getBytes(key: string) {
    const entry = this.live(key);
    return entry ? Buffer.from(entry.value) : null;
  }
  async setBytes(key: string, value: Buffer, ttlMs: number) {
    this.entries.set(key, { value: Buffer.from(value), expiresAt: this.now() + ttlMs });
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }
  async incr(key: string, ttlMs: number) {
    const entry = this.live(key);
    const next = (entry ? Number(text(entry.value)) : 0) + 1;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? this.now() + ttlMs });
    return next;
  }
  async incrWindow(key: string, ttlMs: number) {
    const count = await this.incr(key, ttlMs);
    return { count, ttlMs: Math.max(0, this.entries.get(key)!.expiresAt - this.now()) };
  }
  async take(key: string) {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry ? text(entry.value) : null;
  }
  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : -1;
  }
  async del(key: string) {
    this.entries.delete(key);
  }
  async publish(message: string) {
    for (const handler of [...this.handlers]) handler(message);
  }
  subscribe(handler: (message: string) => void) {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }
  async close() {
    clearInterval(this.sweeper);
    this.handlers.clear();
    this.entries.clear();
  }
}
