import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '@mall/shared';
import { operatorAuth } from '../testing/accounts';
import { replyKey } from './cache';
import { buildSecondInstance, type TestApp } from '../testing/build-test-app';
import { buildCatalogueApp } from '../testing/search.fixture';

// Two API processes of one shop on one Redis: an operator's write through the first is seen by the second
// within a second, though the second held the old answer in its own memo (invalidation, not TTL luck: the
// per-process copies are trusted for five seconds).

const WITHIN_MS = 1000;

describe.runIf(process.env.REDIS_URL)('caches stay coherent across API processes (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    a = await buildCatalogueApp(200);
    b = await buildSecondInstance(a);
    headers = (await operatorAuth(a, '超级管理员')).headers;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Reads through `b` until `seen` holds; the time it took (fails past WITHIN_MS). */
  async function seenWithin(
    read: () => Promise<unknown>,
    seen: (value: unknown) => boolean,
  ): Promise<number> {
    const start = Date.now();
    for (;;) {
      if (seen(await read())) return Date.now() - start;
      if (Date.now() - start > WITHIN_MS)
        throw new Error(`not seen by the second process within ${WITHIN_MS} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const get = async (app: TestApp, url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as { code: number; data: unknown } };
  };
  const onShelf = async (id: number) =>
    ((await get(b, `/api/product/detail/${id}`)).body.data as { onShelf: boolean }).onShelf;
  const write = async (url: string, payload: object) => {
    const res = await a.inject({ method: 'POST', url, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("a product taken off the shelf leaves the other process's detail and search at once", async () => {
    const search = async () => {
      const res = await b.inject({ method: 'POST', url: '/api/product/search', payload: { categoryId: 1 } });
      return res.json().data as ProductSearchResult;
    };
    const { total, list } = await search();
    const { productId, skuId } = list[0]!;
    const id = skuId; // the storefront's goods id
    expect(await onShelf(id)).toBe(true); // b now holds it
    expect(await onShelf(id)).toBe(true); // from its memo
    await write('/api/admin/catalogue/product/shelf', { ids: [productId], onShelf: false });
    const took = await seenWithin(
      () => onShelf(id),
      (shelved) => shelved === false,
    );
    expect(took).toBeLessThan(WITHIN_MS);
    expect((await search()).total).toBe(total - 1);
  });

  it('the maintenance switch and the site constants reach the other process at once', async () => {
    expect((await get(b, '/api/home/index/getHotSearch')).status).toBe(200);
    await write('/api/admin/settings/maintenance/save', { enabled: true, content: '升级中' });
    await seenWithin(
      () => get(b, '/api/home/index/getHotSearch'),
      (r) => (r as { status: number }).status === 503,
    );
    await write('/api/admin/settings/maintenance/save', { enabled: false, content: '升级中' });
    await seenWithin(
      () => get(b, '/api/home/index/getHotSearch'),
      (r) => (r as { status: number }).status === 200,
    );

    const before = (await get(b, '/api/global/getSiteConfig')).body.data as Record<string, string>;
    await write('/api/admin/settings/site/save', { ...before, phone: '400-000-1234' });
    await seenWithin(
      () => get(b, '/api/global/getSiteConfig'),
      (r) => ((r as { body: { data: { phone: string } } }).body.data.phone as string) === '400-000-1234',
    );
  });

  it('content and category edits reach the other process at once', async () => {
    const words = async () =>
      ((await get(b, '/api/home/index/getHotSearch')).body.data as { hotWord: string }[]).map(
        (w) => w.hotWord,
      );
    expect(await words()).not.toContain('协同缓存');
    await write('/api/admin/content/hot-word/save', { words: ['协同缓存', '电钻'] });
    await seenWithin(words, (w) => (w as string[])[0] === '协同缓存');

    const titles = async () => {
      const res = await b.inject({
        method: 'POST',
        url: '/api/home/categories/getCategoryList',
        payload: {},
      });
      return (res.json().data as { id: number; title: string }[]).map((c) => c.title);
    };
    const before = await titles();
    const first = before[0]!;
    const tree = (
      await a.inject({ method: 'POST', url: '/api/admin/catalogue/category/tree', payload: {}, headers })
    ).json().data as { id: number; title: string }[];
    const node = tree.find((c) => c.title === first)!;
    await write('/api/admin/catalogue/category/save', { id: node.id, parentId: 0, title: `${first}（新）` });
    await seenWithin(titles, (t) => (t as string[]).includes(`${first}（新）`));
    expect(before).not.toContain(`${first}（新）`);
  });

  it('a process whose link to Redis dropped forgets what it held once it is back', async () => {
    const hot = async () => (await get(b, '/api/home/index/getHotSearch')).body.data as { hotWord: string }[];
    const held = await hot(); // b holds the list in its memo
    // A change whose message is lost: the shared copy is replaced while b's memo still holds the old one.
    const changed = held.map((w, i) => (i === 0 ? { ...w, hotWord: '断线之后' } : w));
    await a.store.set(replyKey('hot'), JSON.stringify({ code: 200, msg: 'success', data: changed }), 30_000);
    expect((await hot())[0]!.hotWord).toBe(held[0]!.hotWord);
    // Cut the subscriber connections of both processes; they reconnect by themselves.
    const admin = new Redis(process.env.REDIS_URL!);
    try {
      const ids = ((await admin.client('LIST')) as string)
        .split('\n')
        .filter((line) => line.includes(` name=${a.storePrefix}bus `))
        .map((line) => /\bid=(\d+)/.exec(line)![1]!);
      expect(ids).toHaveLength(2);
      for (const id of ids) await admin.client('KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    await seenWithin(hot, (w) => (w as { hotWord: string }[])[0]!.hotWord === '断线之后');
  });
});
