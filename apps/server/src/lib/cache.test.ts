import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { forgetHeld, heldBody, replyCached, replyKey } from './cache';
import { MemoryStore } from './store';

function appWith(data: unknown, store = new MemoryStore()) {
  let computed = 0;
  const app = Fastify();
  app.get('/x', (_req, reply) =>
    replyCached(reply, store, 'x', 60_000, async () => {
      computed++;
      return data;
    }),
  );
  return { app, store, computed: () => computed };
}

describe('replyCached', () => {
  it('answers the envelope from one computation', async () => {
    const { app, computed } = appWith({ a: 1 });
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.json()).toEqual({ code: 200, msg: 'success', data: { a: 1 } });
    }
    expect(computed()).toBe(1);
  });

  it('gzips large bodies for clients that accept gzip, and only for them', async () => {
    const big = Array.from({ length: 400 }, (_, i) => ({ id: i, title: `分类${i}`, children: [] }));
    const { app } = appWith(big);
    const plain = await app.inject({ method: 'GET', url: '/x' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(400);
    const zipped = await app.inject({
      method: 'GET',
      url: '/x',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses a body fast the first times and well once it proves hot', async () => {
    const big = Array.from({ length: 400 }, (_, i) => ({ id: i, title: `分类${i}`, path: `/c/${i % 7}` }));
    const { app } = appWith(big);
    const get = () =>
      app
        .inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'gzip' } })
        .then((r) => r.rawPayload);
    const sent: Buffer[] = [];
    for (let i = 0; i < 9; i++) sent.push(await get());
    const text = JSON.stringify({ code: 200, msg: 'success', data: big });
    for (const bytes of sent) expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    const fast = gzipSync(text, { level: 1 });
    const well = gzipSync(text, { level: 6 });
    expect(well.length).toBeLessThan(fast.length);
    expect(sent.map((b) => (b.equals(fast) ? 'fast' : b.equals(well) ? 'well' : 'other'))).toEqual([
      ...Array<string>(7).fill('fast'),
      'well',
      'well',
    ]);
  });

  it('keeps a large body gzipped in the store: another process sends those bytes, or the text', async () => {
    const big = Array.from({ length: 400 }, (_, i) => ({ id: i, title: `分类${i}` }));
    const first = appWith(big);
    await first.app.inject({ method: 'GET', url: '/x' });
    const text = JSON.stringify({ code: 200, msg: 'success', data: big });
    const stored = await first.store.getBytes(replyKey('x'));
    expect(stored!.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(stored!.length).toBeLessThan(Buffer.byteLength(text) / 3);
    expect(gunzipSync(stored!).toString('utf8')).toBe(text);
    // A second process on the same store: nothing computed, the stored bytes sent as they are.
    forgetHeld(first.store);
    const second = appWith([], first.store);
    const zipped = await second.app.inject({
      method: 'GET',
      url: '/x',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.equals(stored!)).toBe(true);
    forgetHeld(first.store);
    const plain = await second.app.inject({ method: 'GET', url: '/x' });
    expect(plain.body).toBe(text);
    expect(second.computed()).toBe(0);
  });

  it('keeps a small body as text', async () => {
    const { app, store } = appWith({ a: '小' });
    await app.inject({ method: 'GET', url: '/x' });
    expect(await store.get(replyKey('x'))).toBe(
      JSON.stringify({ code: 200, msg: 'success', data: { a: '小' } }),
    );
  });
});

describe('heldBody', () => {
  it('keeps a body read often while a long tail of others passes through a full memo', async () => {
    const store = new MemoryStore();
    const made = new Map<string, number>();
    const read = (key: string) =>
      heldBody(store, key, 60_000, async () => {
        made.set(key, (made.get(key) ?? 0) + 1);
        return JSON.stringify({ code: 200, msg: 'success', data: key });
      });
    // 3,000 distinct bodies, six times the memo's room; the hot one is read after every tenth.
    for (let i = 0; i < 3000; i++) {
      if (i % 10 === 0) expect((await read('hot')).text).toContain('"hot"');
      await read(`tail-${i}`);
    }
    expect(made.get('hot')).toBe(1);
    // The long tail did not stay: an early body is made again.
    await read('tail-0');
    expect(made.get('tail-0')).toBe(2);
  });
});
