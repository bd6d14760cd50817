import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DbHandle } from '../../../db/client';
import type { ReplicaState } from '../../../db/replicas';
import { cacheStats } from '../../../lib/cache';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import type { JobQueue } from '../jobs';

/** Socket addresses as Node gives them: an IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d. */
const plainIp = (ip: string | undefined) => (ip ?? '').replace(/^::ffff:/, '');

/**
 * GET /metrics in the Prometheus text format (prom-client): request durations per route and status, the
 * database pool and read replicas, the job queue, the caches, and the process's own (memory, event loop lag, GC). Readable with
 * an operator token (超级管理员) or from an address in METRICS_ALLOW; nginx does not pass it from outside.
 */
export function registerMetrics(
  app: App,
  deps: { db: DbHandle; jobs: JobQueue; allow: readonly string[] },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'mall_' });

  const duration = new Histogram({
    name: 'mall_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Fastify times every request itself (reply.elapsedTime, from its arrival): one hook, no per-request state.
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (/api/product/detail/:id), never the raw URL: ids would make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'mall_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on embedded PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  // One series per read replica, `value` of its current stats.
  const replicaGauge = (name: string, help: string, value: (r: ReplicaState) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['replica'] as const,
      registers: [registry],
      collect() {
        for (const r of deps.db.replicaStats?.().replicas ?? []) this.set({ replica: r.name }, value(r));
      },
    });
  replicaGauge(
    'mall_db_replica_lag_seconds',
    'Read replicas: how far behind the primary (-1 unknown); absent without DATABASE_READ_URLS',
    (r) => (r.lagMs === null ? -1 : r.lagMs / 1000),
  );
  replicaGauge(
    'mall_db_replica_usable',
    'Read replicas: 1 when reads go to it (answering, within the lag bound), else 0',
    (r) => (r.usable ? 1 : 0),
  );
  new Counter({
    name: 'mall_db_reads_total',
    help: 'Replica-eligible reads by where they went (a replica, or primary when none was usable or fresh)',
    labelNames: ['target'] as const,
    registers: [registry],
    collect() {
      const stats = deps.db.replicaStats?.();
      if (!stats) return;
      this.reset();
      this.inc({ target: 'primary' }, stats.primaryReads);
      for (const r of stats.replicas) this.inc({ target: r.name }, r.reads);
    },
  });
  new Gauge({
    name: 'mall_jobs',
    help: 'Background jobs by state (waiting, active, delayed, failed, completed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const h = await deps.jobs.health();
      for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed'] as const)
        this.set({ state }, h[state]);
    },
  });
  new Counter({
    name: 'mall_cache_reads_total',
    help: 'Cached reads answered from a cache (hit) or computed afresh (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, cacheStats.hits);
      this.inc({ result: 'miss' }, cacheStats.misses);
    },
  });

  const operator = requireOperator(['超级管理员']);
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request) => {
        if (deps.allow.includes(plainIp(request.socket.remoteAddress))) return;
        await operator(request);
      },
    },
    async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
}
