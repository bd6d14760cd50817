/**
 * An `owned` entry of an isolation sweep's route table, over the victim's ids `V`: `req` builds the call from
 * them; `options` add what else the table says of the route (scoped, filter, download …).
 */
export const ownedOf =
  <V>() =>
  <R, const O extends object = object>(req: (v: V) => R, options?: O) =>
    ({ kind: 'owned' as const, req, ...options }) as { kind: 'owned'; req: (v: V) => R } & O;
