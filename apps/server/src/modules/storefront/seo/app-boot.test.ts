// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viteIndexHtml } from '../../../testing/vite-index.fixture';
import { APP_BOOT, APP_BOOT_CSP_SOURCE, bootAfterFirstView } from './app-boot';

// Behind a first view the app's scripts start once its picture has painted; the page otherwise keeps the
// scripts exactly as Vite wrote them.

const TEMPLATE = viteIndexHtml([
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/router-C3.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
]);
// The server's types have no DOM: the few browser objects this file uses, typed here (jsdom provides them).
type Node = {
  innerHTML: string;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): { length: number };
  dispatchEvent(event: unknown): boolean;
  src?: string;
  href?: string;
  crossOrigin?: string | null;
};
const { document, Event } = globalThis as unknown as {
  document: { head: Node; body: Node; querySelector(selector: string): Node | null };
  Event: new (type: string) => unknown;
};
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

describe('bootAfterFirstView', () => {
  it('moves the entry script and the module preloads into the boot block at the end of the body', () => {
    const html = bootAfterFirstView(TEMPLATE, json);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The style sheet stays where it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    const block = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)!;
    expect(JSON.parse(block[1]!)).toEqual({
      entry: '/assets/index-A1.js',
      preload: ['/assets/react-B2.js', '/assets/router-C3.js'],
    });
    expect(html).toContain(`<script>${APP_BOOT}</script>`);
    expect(html.indexOf('app-scripts')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('leaves a template it does not recognise as it is', () => {
    const two = TEMPLATE.replace('</head>', '<script type="module" crossorigin src="/x.js"></script></head>');
    expect(bootAfterFirstView(two, json)).toBe(two);
    const none = TEMPLATE.replace(/<script[^]*?<\/script>/, '');
    expect(bootAfterFirstView(none, json)).toBe(none);
  });

  it('is allowed by the policy through its own hash only', async () => {
    const { createHash } = await import('node:crypto');
    expect(APP_BOOT_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(APP_BOOT).digest('base64')}'`);
  });
});

describe('APP_BOOT in the page', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function page(firstView: string) {
    document.body.innerHTML =
      `<div id="first-view">${firstView}</div><div id="root"></div>` +
      `<script type="application/json" id="app-scripts">${json({ entry: '/assets/index-A1.js', preload: ['/assets/react-B2.js'] })}</script>`;
    new Function(APP_BOOT)();
  }
  const started = () => document.head.querySelector('script[type="module"]');

  it('starts the app once the first view’s picture has loaded and a frame has painted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page('<img src="/a.png" fetchpriority="high">');
    vi.advanceTimersByTime(100);
    expect(started()).toBeNull();
    document.querySelector('#first-view img')!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    const script = started()!;
    expect(script.src).toContain('/assets/index-A1.js');
    expect(script.crossOrigin).toBe('anonymous');
    const preload = document.head.querySelector('link[rel="modulepreload"]')!;
    expect(preload.href).toContain('/assets/react-B2.js');
    // Once only, the time limit included.
    vi.advanceTimersByTime(3000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts it after 2 s at the latest, and at once (next frame) without a picture', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page('<img src="/a.png" fetchpriority="high">');
    vi.advanceTimersByTime(1999);
    expect(started()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(started()).not.toBeNull();

    document.head.innerHTML = '';
    page('<p>无图</p>');
    vi.advanceTimersByTime(50);
    expect(started()).not.toBeNull();
  });
});
