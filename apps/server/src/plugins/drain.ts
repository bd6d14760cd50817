import type { FastifyInstance } from 'fastify';

/**
 * Every answer carries its request id; closing (SIGTERM) lets the requests being answered finish before the
 * database goes, and asks clients to close their connections meanwhile. Returns what closing awaits: the
 * requests in flight, for at most `maxMs`.
 */
export function registerDrain(app: FastifyInstance): (maxMs: number) => Promise<void> {
  /** Set when the server begins to close: answers then ask the client to close the connection. */
  let closing = false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  // Requests being answered: closing waits for them before the database goes (SIGTERM drains).
  let inFlight = 0;
  const drainWaiters = new Set<() => void>();
  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    reply.raw.once('close', () => {
      if (--inFlight === 0) for (const wake of drainWaiters) wake();
      // A kept-alive connection would hold the server open until its timeout: let it go once answered.
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  return (maxMs: number) =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(done, maxMs);
          function done() {
            clearTimeout(timer);
            drainWaiters.delete(done);
            resolve();
          }
          drainWaiters.add(done);
        });
}
