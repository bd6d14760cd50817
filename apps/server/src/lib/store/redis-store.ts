import { Redis } from 'ioredis';
import type { EphemeralStore } from './store';

/** Redis-backed store shared by every server process (REDIS_URL). Keys live under one prefix. */
export class RedisStore implements EphemeralStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'mall:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  private k(key: string) {
    return this.prefix + key;
  }
  async ping() {
    await this.redis.ping();
  }
  async get(key: string) {
    return this.redis.get(this.k(key));
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.round(ttlMs)));
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
  }
  async incr(key: string, ttlMs: number) {
    // INCR then PEXPIRE NX in one round trip: the window starts at the first increment.
    const result = await this.redis
      .multi()
      .incr(this.k(key))
      .pexpire(this.k(key), Math.max(1, Math.round(ttlMs)), 'NX')
      .exec();
    const [err, value] = result?.[0] ?? [new Error('redis multi failed'), null];
    if (err) throw err;
    return Number(value);
  }
  async take(key: string) {
    return this.redis.getdel(this.k(key));
  }
  async ttl(key: string) {
    const ms = await this.redis.pttl(this.k(key));
    return ms < 0 ? -1 : ms;
  }
  async del(key: string) {
    await this.redis.del(this.k(key));
  }
  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
