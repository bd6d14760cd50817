import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { EphemeralStore } from './store';

type Options = { routeInfo?: { method?: string | string[]; url?: string } };
type Incr = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit over our ephemeral store, so route limits are shared by every process
 * when Redis is configured (and kept under the same key prefix as everything else). Counters are kept per
 * route and client key.
 */
export function rateLimitStore(store: EphemeralStore): FastifyRateLimitStoreCtor {
  return class EphemeralRateLimitStore implements FastifyRateLimitStore {
    private readonly options: Options;
    constructor(options: object = {}) {
      this.options = options as Options;
    }

    incr(key: string, cb: Incr, timeWindow: number): void {
      const route = this.options.routeInfo;
      const counter = `ratelimit:${route ? `${String(route.method)} ${route.url}` : 'global'}:${key}`;
      store
        .incrWindow(counter, timeWindow)
        .then(({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }), cb);
    }

    child(routeOptions: object): EphemeralRateLimitStore {
      return new EphemeralRateLimitStore({ ...this.options, ...routeOptions });
    }
  };
}
