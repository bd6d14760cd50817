import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Issue 51 item 4: accessibility 100 on the storefront's four first-load pages. Lighthouse scores a page by
 * these axe-core rules (its 12.8 accessibility category, the audits with a weight); this journey runs the same
 * rules with the same axe-core in Chromium, on the server's first view (scripts off) and on the app's page,
 * as a visitor sees them. A colour of too little contrast, a heading that skips a level or a target smaller
 * than 24 px with no room around it fails here, not only in a Lighthouse run nobody made.
 */
const RULES = [
  'aria-allowed-attr',
  'aria-allowed-role',
  'aria-conditional-attr',
  'aria-deprecated-role',
  'aria-dialog-name',
  'aria-hidden-body',
  'aria-hidden-focus',
  'aria-prohibited-attr',
  'aria-required-attr',
  'aria-required-children',
  'aria-required-parent',
  'aria-roles',
  'aria-valid-attr-value',
  'aria-valid-attr',
  'button-name',
  'color-contrast',
  'document-title',
  'heading-order',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'image-redundant-alt',
  'label',
  'link-name',
  'list',
  'listitem',
  'meta-viewport',
  'tabindex',
  'target-size',
];
const axeSource = createRequire(import.meta.url)('axe-core').source as string;

interface Violation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Every violation of RULES on the page, one line per element: rule, selector, axe's reason. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { runOnly: { type: 'rule', values: rules } })) as {
      violations: Violation[];
    };
    return result.violations;
  }, RULES);
  return found.flatMap((v) =>
    v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  );
}

/** The first URL of a sitemap file that matches, as a path (the pages Lighthouse measures). */
async function firstLoc(request: APIRequestContext, file: string, pattern: RegExp): Promise<string> {
  const xml = await (await request.get(`/sitemap/${file}`)).text();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const p = new URL(loc!).pathname;
    if (pattern.test(p)) return p;
  }
  throw new Error(`no URL matching ${pattern} in /sitemap/${file}`);
}

async function pages(request: APIRequestContext): Promise<[string, string][]> {
  return [
    ['home', '/'],
    ['product', await firstLoc(request, 'products-1.xml', /^\/goods\/\d+$/)],
    ['search', `/search?value=${encodeURIComponent('螺丝刀')}`],
    ['category', await firstLoc(request, 'categories.xml', /^\/cate-menu\/three-cate\//)],
  ];
}

test('the four first-load pages pass Lighthouse’s accessibility rules, first view and app', async ({
  browser,
  page,
  request,
}) => {
  const found: string[] = [];
  // The app's scripts refused (axe itself needs scripts on, so not `javaScriptEnabled: false`).
  const bare = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await bare.route('**/assets/*.js', (route) => route.abort());
  const still = await bare.newPage();
  for (const [name, url] of await pages(request)) {
    // The server's first view, as a visitor's browser paints it before any script runs.
    await still.goto(url);
    await expect(still.locator('#first-view')).toHaveCount(1);
    found.push(...(await violations(still)).map((line) => `${name} (first view): ${line}`));
    // The app's page, once it has drawn its data and the first view is gone.
    await page.goto(url);
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expect(page.locator('footer.mall-footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await violations(page)).map((line) => `${name}: ${line}`));
  }
  await bare.close();
  expect(found).toEqual([]);
});
