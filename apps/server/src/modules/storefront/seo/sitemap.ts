import { Readable, pipeline, type Transform } from 'node:stream';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { preferredEncoding } from '../../../lib/http-cache';
import { nonEmptyShards, shardPage, sitemapCategories, type ShardedKind } from './seo.queries';

/** URLs per sitemap file: the protocol's limit (50,000 URLs, 50 MB uncompressed). */
const SHARD_SIZE = 50_000;
/** Rows read per query while a shard streams out. */
const PAGE_ROWS = 5_000;
const SHARDED: readonly ShardedKind[] = ['products', 'brands', 'notices', 'shops'];
const MAX_SHARD = Math.ceil(2_147_483_647 / SHARD_SIZE);
/** Pages without an id of their own that a search engine should know. */
const FIXED_PAGES = ['/', '/brand', '/notice', '/website-introduction', '/merchant-join', '/help'];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const urlEntry = (loc: string) => `<url><loc>${xml(loc)}</loc></url>\n`;

/** Where a sharded row's page is. */
const pagePath: Record<ShardedKind, (linkId: number) => string> = {
  products: (id) => `/goods/${id}`,
  brands: (id) => `/brand?id=${id}`,
  notices: (id) => `/notice/detail?id=${id}`,
  shops: (id) => `/shop/${id}`,
};

export type SitemapFile = { kind: 'pages' } | { kind: 'categories' } | { kind: ShardedKind; shard: number };

/** `products-3.xml` → products shard 3; `categories.xml`, `pages.xml`; anything else → null. */
export function parseSitemapName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  if (name === 'categories.xml') return { kind: 'categories' };
  const m = /^(products|brands|notices|shops)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m) return null;
  const shard = Number(m[2]);
  return shard <= MAX_SHARD ? { kind: m[1] as ShardedKind, shard } : null;
}

/**
 * `robots.txt`: everything a buyer signs in for (personal centre, cart, checkout, orders), the API (but
 * its public files: product and brand images) and the console are not crawled; the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /api/files/',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /user-info',
    'Disallow: /cart/',
    'Disallow: /settlement',
    'Disallow: /payment',
    'Disallow: /order/',
    'Disallow: /unappliedInvoice/',
    'Disallow: /afs/',
    'Disallow: /comment-posting/',
    'Disallow: /system-messages',
    'Disallow: /browsing-history',
    'Disallow: /company',
    'Disallow: /product-bidding/',
    'Disallow: /quick-order',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /reset-password',
    'Disallow: /repair',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The sitemap index: fixed pages, categories, and one file per 50,000 ids of products, brands, notices and shops
 * that hold at least one listed row (a million products: 20 product files).
 */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const files = ['pages.xml', 'categories.xml'];
  for (const kind of SHARDED) {
    for (const shard of await nonEmptyShards(db, kind, SHARD_SIZE)) files.push(`${kind}-${shard}.xml`);
  }
  return (
    HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files.map((f) => `<sitemap><loc>${xml(`${origin}/sitemap/${f}`)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** A sitemap file's XML, produced piece by piece (a product shard: 10 keyset pages of 5,000 rows). */
async function* sitemapChunks(db: Db, origin: string, file: SitemapFile): AsyncGenerator<string> {
  yield HEAD + URLSET;
  if (file.kind === 'pages') {
    yield FIXED_PAGES.map((p) => urlEntry(origin + p)).join('');
  } else if (file.kind === 'categories') {
    const rows = await sitemapCategories(db);
    yield rows
      .map((c) => {
        if (c.level === 1) return urlEntry(`${origin}/cate-menu/second-cate/${c.id}`);
        if (c.level === 2) return urlEntry(`${origin}/shop-screen/${c.parent_id}/${c.parent_id}/${c.id}`);
        return urlEntry(`${origin}/cate-menu/three-cate/${c.parent_id}/${c.id}`);
      })
      .join('');
  } else {
    const upTo = file.shard * SHARD_SIZE;
    let after = (file.shard - 1) * SHARD_SIZE;
    for (;;) {
      const rows = await shardPage(db, file.kind, after, upTo, PAGE_ROWS);
      if (rows.length) yield rows.map((r) => urlEntry(origin + pagePath[file.kind](r.linkId))).join('');
      if (rows.length < PAGE_ROWS) break;
      after = rows.at(-1)!.id;
    }
  }
  yield '</urlset>\n';
}

/**
 * Streams a sitemap file, brotli- or gzip-compressed when the crawler accepts it (a product shard is about
 * 2.5 MB of XML). Crawlers and proxies may keep it an hour.
 */
export function sendSitemapFile(reply: FastifyReply, db: Db, origin: string, file: SitemapFile) {
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .header('vary', 'accept-encoding');
  const body = Readable.from(sitemapChunks(db, origin, file));
  const coding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (!coding) return reply.send(body);
  const zip: Transform =
    coding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip();
  // A failed read mid-file ends the compressed stream with the error (the connection is cut, not left open).
  pipeline(body, zip, (err) => {
    if (err) reply.log.error({ err }, 'sitemap file failed');
  });
  return reply.header('content-encoding', coding).send(zip);
}
