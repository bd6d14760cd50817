import type { TestApp } from '../build-test-app';

/** Request headers and a named caller of the isolation sweep (a buyer, a merchant, an operator). */
export type Headers = Record<string, string>;
export type Caller = { name: string; headers: Headers };

/** One read of an owner's snapshot: method, URL and the JSON body, if any. */
export type Read = [method: string, url: string, payload?: object];

/**
 * What an owner sees through `reads`, as one string (keys `volatile` names are left out): another caller's
 * request that changes it has changed the owner's data.
 */
export async function snapshotOf(
  app: TestApp,
  owner: Caller,
  reads: Read[],
  volatile: (key: string) => boolean,
): Promise<string> {
  const parts = await Promise.all(
    reads.map(async ([method, url, payload]) => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: owner.headers,
        ...(payload ? { payload } : {}),
      });
      return [url, res.statusCode, res.json()];
    }),
  );
  return JSON.stringify(parts, (k, val) => (volatile(k) ? undefined : val));
}
