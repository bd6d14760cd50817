import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';
import { journeyOrigin } from './origins';

export { expect } from '@playwright/test';

/** What a test's pages did that its failure report needs: script errors, writes and what they answered, failed and unanswered calls. */
class PageLog {
  private readonly lines: string[] = [];
  private readonly pending = new Map<Request, number>();
  private readonly started = Date.now();

  watch(page: Page): void {
    const at = () => `${((Date.now() - this.started) / 1000).toFixed(1)}s`;
    const name = () => new URL(page.url() || 'about:blank').pathname;
    page.on('pageerror', (error) => this.lines.push(`${at()} ${name()} script error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.lines.push(`${at()} ${name()} console: ${message.text()}`);
    });
    page.on('crash', () => this.lines.push(`${at()} ${name()} renderer crashed`));
    page.on('request', (request) => this.pending.set(request, Date.now()));
    page.on('requestfinished', (request) => this.pending.delete(request));
    // Every write the page made and what it answered (a dialog that "ignored" a click: was the call sent?).
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'GET' || !response.url().includes('/api/')) return;
      const line = `${at()} ${request.method()} ${new URL(response.url()).pathname} → ${response.status()}`;
      if (response.status() < 400) this.lines.push(line);
      else
        void response
          .text()
          .then((body) => this.lines.push(`${line} ${body.slice(0, 200)}`))
          .catch(() => this.lines.push(line));
    });
    page.on('requestfailed', (request) => {
      this.pending.delete(request);
      this.lines.push(`${at()} failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    });
  }

  watchAll(context: BrowserContext): void {
    context.pages().forEach((page) => this.watch(page));
    context.on('page', (page) => this.watch(page));
  }

  async report(context: BrowserContext): Promise<string> {
    const now = Date.now();
    const waiting = [...this.pending].map(
      ([request, since]) => `unanswered after ${now - since} ms: ${request.method()} ${request.url()}`,
    );
    const pages = await Promise.all(
      context.pages().map(async (page) => {
        const state = await Promise.race([
          page.evaluate(() => ({
            firstView: !!document.getElementById('first-view'),
            root: document.getElementById('root')?.childElementCount ?? -1,
            scripts: document.scripts.length,
            ready: document.readyState,
            rootHtml: document.getElementById('root')?.outerHTML.slice(0, 600),
            bodyChildren: [...document.body.children].map((el) => `${el.tagName}#${el.id}.${el.className}`),
          })),
          new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 2 s'), 2000)),
        ]).catch((error: unknown) => String(error));
        return `page ${page.url()}: ${JSON.stringify(state)}`;
      }),
    );
    // What the pages did first: Playwright cuts a printed attachment after 300 characters.
    return [...this.lines, ...waiting, ...pages].join('\n');
  }
}

/**
 * Playwright's `test`, with its own forwarded address per test's pages (below) and two things done around every test:
 * - every browser context the test opened itself (a second operator, a merchant, a shopper) is closed after
 *   it: Playwright closes only its own `context`, and one left open keeps its pages alive for the rest of
 *   the run (carousels turning, portals polling) on a 2-core host, and in every later failure's screenshots;
 * - a failed test gets a report of its own pages: script errors, failed calls and calls still unanswered.
 */
export const test = base.extend<{ aroundEachTest: void }>({
  // The worker's own server (support/origins.ts); the captcha journey keeps its project's server.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(originOf(testInfo) ?? baseURL);
  },
  // Each test's own browser pages come from an office address of their own, as the server sees them behind
  // a local proxy (X-Forwarded-For from loopback): the journeys sign in more often in a minute than one
  // address may (30, login.service.ts), and on a fast host they did ("登录尝试过于频繁"). API calls (the dev
  // SMS outbox answers loopback only) keep the test runner's own address.
  context: async ({ context }, use, testInfo) => {
    let hash = 0;
    for (const ch of `${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
      hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `10.${200 + (hash % 50)}.${(hash >>> 8) % 256}.${1 + ((hash >>> 16) % 254)}`,
    });
    await use(context);
  },
  aroundEachTest: [
    async ({ browser, context }, use, testInfo) => {
      const log = new PageLog();
      log.watchAll(context);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        const report = await log.report(context);
        await testInfo.attach('pages', { body: report, contentType: 'text/plain' });
        // Printed whole as well (the list reporter shows a test's stderr; it cuts attachments short), so a CI
        // log alone tells whether a dialog's call was sent and what it answered.
        process.stderr.write(
          `--- pages of "${testInfo.title}" (retry ${testInfo.retry}) ---\n${report}\n---\n`,
        );
      }
      await Promise.all(
        browser
          .contexts()
          .filter((own) => own !== context)
          .map((own) => own.close()),
      );
    },
    { auto: true },
  ],
});

/** The journeys' server of this worker, or undefined for a project with a server of its own (the captcha). */
export function originOf(info: { parallelIndex: number; project: { name: string } }): string | undefined {
  return info.project.name === 'slide-captcha' ? undefined : journeyOrigin(info.parallelIndex);
}
