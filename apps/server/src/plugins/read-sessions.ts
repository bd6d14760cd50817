import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runAsSession, type ReadSession } from '../db/read-routing';
import { onInvalidation } from '../lib/cache';
import type { EphemeralStore } from '../lib/store';

/**
 * With read replicas: each request runs as its caller's session (a user, else a visitor's address), so a
 * caller who has just written reads from the primary until the replicas have caught up (db/read-routing.ts).
 * The session is entered again before validation: a request's body is read outside the first hook's context.
 * A cache invalidation from any process (a catalogue write) fences every session's reads until the replicas
 * have replayed it: the caches are filled again from the write's result, not from before it.
 */
export function registerReadSessions(
  app: FastifyInstance,
  deps: { store: EphemeralStore; fence: () => void },
): void {
  const stop = onInvalidation(deps.store, () => deps.fence());
  app.addHook('onClose', async () => stop());
  const ofRequest = new WeakMap<FastifyRequest, ReadSession>();
  const enter = (request: FastifyRequest, done: () => void) => {
    let session = ofRequest.get(request);
    if (!session) {
      // Read when needed: `request.user` is set by the auth hook, after this one.
      session = {
        key: () => (request.user ? `${request.user.kind}:${request.user.id}` : `ip:${request.ip}`),
      };
      ofRequest.set(request, session);
    }
    runAsSession(session, done);
  };
  app.addHook('onRequest', (request, _reply, done) => enter(request, done));
  app.addHook('preValidation', (request, _reply, done) => enter(request, done));
}
