import fp from 'fastify-plugin';
import type { App } from './types';

/**
 * A domain as one Fastify plugin: it registers its routes, jobs and hooks on the app and gives the services
 * the domains above it need. What it needs from the domains below is its options, so the startup order and
 * every dependency are written where app.ts composes them.
 */
export type Domain<Needs, Gives> = {
  name: string;
  register: (app: App, needs: Needs) => Promise<Gives>;
};

export function defineDomain<Needs, Gives>(
  name: string,
  register: (app: App, needs: Needs) => Promise<Gives>,
): Domain<Needs, Gives> {
  return { name, register };
}

/**
 * Registers a domain's plugin (unencapsulated, like every plugin of this app: its routes and hooks are the
 * app's) and returns what it gives.
 */
export async function compose<Needs, Gives>(
  app: App,
  domain: Domain<Needs, Gives>,
  needs: Needs,
): Promise<Gives> {
  let gives: Gives | undefined;
  await app.register(
    fp(
      async (inner) => {
        gives = await domain.register(inner as unknown as App, needs);
      },
      { name: `domain:${domain.name}` },
    ),
  );
  return gives as Gives;
}

/** What a domain gives the domains above it. */
export type GivenBy<D> = D extends Domain<never, infer G> ? G : never;
