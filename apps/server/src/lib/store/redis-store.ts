import { Redis, type Result } from 'ioredis';
import { STORE_RESYNC, type EphemeralStore } from './store';

/**
 * A counter in a window: INCR, then PEXPIRE when the key has no expiry (the first increment, or a key left
 * without one), then the count and the milliseconds left. ioredis sends it by its SHA and loads it again
 * when a restarted server answers NOSCRIPT.
 */
const INCR_WINDOW = `local n = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {n, left}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    incrWindow(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** Redis-backed store shared by every server process (REDIS_URL). Keys live under one prefix. */
export class RedisStore implements EphemeralStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  /** A second connection in subscriber mode for the store's channel (made by startBus). */
  private subscriber: Redis | null = null;
  private subscribing: Promise<void> | null = null;
  private readonly handlers = new Set<(message: string) => void>();

  constructor(
    url: string,
    private readonly prefix = 'mall:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.defineCommand('incrWindow', { numberOfKeys: 1, lua: INCR_WINDOW });
    // ioredis reconnects by itself; calls made meanwhile fail (503, see plugins/errors). One line per outage.
    let down = false;
    this.redis.on('error', (err: Error) => {
      if (!down) console.error(`redis: ${err.message}; reconnecting`);
      down = true;
    });
    this.redis.on('ready', () => (down = false));
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
  async getBytes(key: string) {
    return this.redis.getBuffer(this.k(key));
  }
  async setBytes(key: string, value: Buffer, ttlMs: number) {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.round(ttlMs)));
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
  }
  async incr(key: string, ttlMs: number) {
    return (await this.incrWindow(key, ttlMs)).count;
  }
  async incrWindow(key: string, ttlMs: number) {
    // INCR, the window's expiry if it has none yet, and PTTL in one command (a script, EVALSHA once the
    // server knows it): one reply per rate-limited call instead of MULTI's five (issue 46's batch calls).
    const [count, left] = await this.redis.incrWindow(this.k(key), Math.max(1, Math.round(ttlMs)));
    return { count, ttlMs: Math.max(0, left) };
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
  private get channel() {
    return `${this.prefix}bus`;
  }
  /**
   * Subscribes to the store's channel (once). Redis forgets subscriptions while a connection is down and
   * ioredis subscribes again on reconnect; what was published meanwhile is lost, so every reconnect after
   * the first is announced to the handlers as STORE_RESYNC.
   */
  startBus(): Promise<void> {
    this.subscribing ??= (async () => {
      const sub = this.redis.duplicate({ connectionName: `${this.prefix}bus` });
      this.subscriber = sub;
      let connectedOnce = false;
      sub.on('ready', () => {
        if (connectedOnce) this.deliver(STORE_RESYNC);
        connectedOnce = true;
      });
      sub.on('error', () => undefined); // reconnects by itself; the main connection reports outages
      sub.on('message', (channel: string, message: string) => {
        if (channel === this.channel) this.deliver(message);
      });
      await sub.subscribe(this.channel);
    })();
    return this.subscribing;
  }
  private deliver(message: string) {
    for (const handler of [...this.handlers]) handler(message);
  }
  async publish(message: string) {
    await this.redis.publish(this.channel, message);
  }
  subscribe(handler: (message: string) => void) {
    this.handlers.add(handler);
    void this.startBus().catch(() => undefined);
    return () => void this.handlers.delete(handler);
  }
  async close() {
    this.handlers.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
