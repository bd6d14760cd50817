import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

// What a caller sees when PostgreSQL or Redis is away for a moment: 503 with Retry-After and a Chinese
// message (a load balancer tries another process), never the 500 of a bug.

const app = Fastify({ logger: false });
const failures: Record<string, () => Error> = {
  'pg-shutting-down': () =>
    Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
  'pg-admin-terminated': () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  'pg-terminated': () => new Error('Connection terminated unexpectedly'),
  'pg-wrapped': () => new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
  refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }),
  'redis-retries': () =>
    Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    }),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
};
beforeAll(async () => {
  registerErrorHandler(app);
  for (const [name, make] of Object.entries(failures))
    app.get(`/${name}`, async () => {
      throw make();
    });
  await app.ready();
});
afterAll(() => app.close());

describe('errors while a dependency is down', () => {
  it.each(Object.keys(failures).filter((n) => n !== 'bug'))(
    '%s → 503, Retry-After, Chinese message',
    async (name) => {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
        503,
        '5',
        { code: 503, msg: '服务暂时不可用，请稍后再试', data: null },
      ]);
    },
  );

  it('a bug stays a 500 with the generic message', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect([res.statusCode, res.json().msg]).toEqual([500, '抱歉，服务器遇到问题，请稍后再试']);
  });
});
