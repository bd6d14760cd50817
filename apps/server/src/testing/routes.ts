import type { App } from '../lib/types';

export type RouteEntry = { method: string; url: string };

/**
 * Every route of the app as (method, url), read from Fastify's route tree (`printRoutes`), whose nested
 * lines hold only the rest of a shared prefix. HEAD twins of GET routes are left out.
 */
export function listRoutes(app: App): RouteEntry[] {
  const out: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line.trimEnd());
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = stack.join('') + m[2]!;
    stack.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') out.push({ method, url });
  }
  return out;
}
