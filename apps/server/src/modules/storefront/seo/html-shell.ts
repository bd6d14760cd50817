import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { COOKIE } from '@mall/shared';
import { notModified, preferredEncoding, weakEtag } from '../../../lib/http-cache';
import { bootAfterFirstView } from './app-boot';
import { escapeHtml } from '../../../lib/html';

/** What the server writes into a page's <head> for search engines and link previews. */
export type PageHead = {
  title: string;
  description?: string;
  /** Absolute URL. */
  canonical?: string;
  /** schema.org objects, each written as its own application/ld+json block. */
  jsonLd?: object[];
  /** og:type; og:title/description/url/image follow the fields above. */
  ogType?: 'website' | 'product' | 'article';
  /** Absolute URL of the page's main image. */
  image?: string;
  /**
   * The image the page shows first and largest (its LCP element), as the app will request it: preloaded
   * with high priority so it downloads while the scripts do, not after they have rendered the page.
   */
  preloadImage?: string;
  /** e.g. `noindex` on the not-found answer. */
  robots?: string;
  /**
   * The page's first view as HTML (already escaped), put before the app's root: a visitor on a slow line
   * sees the page's main picture and name while the scripts load; the app removes it once it has drawn the
   * page itself (see firstViewHtml).
   */
  firstView?: string;
};

/**
 * A finished HTML answer with its tag and, once asked for, its compressed forms. `signedIn` is the same
 * page without its first view, for a buyer who is signed in (their prices, pool and area may differ from
 * the visitor's view the first view shows).
 */
export type RenderedPage = {
  html: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  signedIn?: RenderedPage;
};

export { escapeHtml };

/**
 * JSON for a <script type="application/ld+json"> (or other data) block: `<`, `>` and `&` become \u escapes
 * (still the same JSON), so no value can close the script element or open a comment, whatever a product
 * is called.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Plain text of (sanitised) HTML, for a meta description: tags dropped, entities read, spaces folded;
 * `dropHeadings` leaves out section headings (a product description's 商品介绍, 规格参数 …).
 */
export function textOf(html: string, dropHeadings = false): string {
  return (dropHeadings ? html.replace(/<(h[1-6])\b[\s\S]*?<\/\1\s*>/gi, ' ') : html)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters (code points), with an ellipsis when cut. */
export function clip(text: string, max = 150): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * The built index.html of the storefront, split around its <title>, so each page's head is written into
 * it with one concatenation. The page itself stays the single-page app: the same scripts load and render.
 */
export class HtmlShell {
  private readonly before: string;
  private readonly after: string;
  /** `after` with its scripts started after the first view has painted (see bootAfterFirstView). */
  private afterBoot?: string;
  /** The template as built, for every page without a head of its own. */
  readonly plain: RenderedPage;

  constructor(template: string) {
    const match = TITLE.exec(template);
    if (match) {
      this.before = template.slice(0, match.index);
      this.after = template.slice(match.index + match[0].length);
    } else {
      const head = template.search(/<\/head>/i);
      const at = head === -1 ? 0 : head;
      this.before = template.slice(0, at);
      this.after = template.slice(at);
    }
    this.plain = { html: template, etag: weakEtag(template) };
  }

  /**
   * The template with `head` in place of its <title>; every value escaped. The tags besides <title> are
   * marked `data-page-head`: the app drops them when the buyer moves on to another page.
   */
  render(head: PageHead): RenderedPage {
    const tags = [`<title>${escapeHtml(head.title)}</title>`];
    const meta = (attr: 'name' | 'property', key: string, value: string) =>
      tags.push(`<meta data-page-head ${attr}="${key}" content="${escapeHtml(value)}" />`);
    if (head.robots) meta('name', 'robots', head.robots);
    if (head.description) meta('name', 'description', head.description);
    if (head.canonical)
      tags.push(`<link data-page-head rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    if (head.preloadImage) {
      tags.push(
        `<link data-page-head rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage)}" />`,
      );
    }
    if (head.ogType) {
      meta('property', 'og:type', head.ogType);
      meta('property', 'og:title', head.title);
      if (head.description) meta('property', 'og:description', head.description);
      if (head.canonical) meta('property', 'og:url', head.canonical);
      if (head.image) meta('property', 'og:image', head.image);
    }
    for (const block of head.jsonLd ?? []) {
      tags.push(`<script data-page-head type="application/ld+json">${jsonForScript(block)}</script>`);
    }
    const top = this.before + tags.join('\n    ');
    const plainHtml = top + this.after;
    const plain = { html: plainHtml, etag: weakEtag(plainHtml) };
    if (!head.firstView) return plain;
    const root = this.after.indexOf(ROOT);
    if (root === -1) return plain;
    this.afterBoot ??= bootAfterFirstView(this.after, jsonForScript);
    const at = this.afterBoot.indexOf(ROOT);
    const html = top + this.afterBoot.slice(0, at) + head.firstView + this.afterBoot.slice(at);
    return { html, etag: weakEtag(html), signedIn: plain };
  }
}

const ROOT = '<div id="root">';

/** Whether a request's Cookie header carries the storefront's login cookie (its value is not read here). */
export function hasLoginCookie(cookie: string | undefined): boolean {
  return !!cookie && LOGIN_COOKIE.test(cookie);
}
const LOGIN_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE.LOGIN_INFO}=[^;]`);

/** Whether a request's Cookie header carries a chosen sales area other than the national default. */
export function hasAreaCookie(cookie: string | undefined): boolean {
  const match = cookie ? AREA_COOKIE.exec(cookie) : null;
  if (!match) return false;
  // The storefront writes a URL-encoded JSON list (["0000"]); anything but the national list counts.
  return !/^(?:%5B|\[)(?:%22|")0000(?:%22|")(?:%5D|\])$/i.test(match[1]!.trim());
}
const AREA_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE.AREA_HOME_ID_LIST}=([^;]*)`);

/**
 * Sends a page: `Cache-Control: no-cache` with its ETag (a repeat visit revalidates and gets 304 while the
 * page is unchanged), brotli or gzip when the client accepts them (compressed once per rendered page).
 */
export function sendPage(reply: FastifyReply, page: RenderedPage, status = 200): FastifyReply {
  reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (status === 200 && notModified(reply.request, page.etag)) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const coding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (coding === 'br') {
    page.br ??= brotliCompressSync(page.html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (coding === 'gzip') {
    page.gzip ??= gzipSync(page.html, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}
