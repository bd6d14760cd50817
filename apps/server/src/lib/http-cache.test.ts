import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { notModified, preferredEncoding, weakEtag } from './http-cache';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, by q-value; null when neither is acceptable', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('weak ETags and If-None-Match', () => {
  const app = Fastify();
  const tag = weakEtag('{"code":200}');
  app.get('/x', (request) => ({ notModified: notModified(request, tag) }));
  const ask = async (ifNoneMatch?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/x',
        headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
      })
    ).json().notModified as boolean;

  it('tags by content', () => {
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag('{"code":200}')).toBe(tag);
    expect(weakEtag('{"code":201}')).not.toBe(tag);
  });

  it('matches the tag weakly, in a list, or *', async () => {
    expect(await ask(tag)).toBe(true);
    expect(await ask(tag.slice(2))).toBe(true);
    expect(await ask(`W/"other", ${tag}`)).toBe(true);
    expect(await ask('*')).toBe(true);
    expect(await ask('W/"other"')).toBe(false);
    expect(await ask()).toBe(false);
  });
});
