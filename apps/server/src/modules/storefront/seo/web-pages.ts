import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import { consoleDistDir, webDistDir } from '../../../lib/paths';
import type { App } from '../../../lib/types';
import { registerSpa, spaIndex } from '../../../plugins/static';
import { HtmlShell, hasAreaCookie, hasLoginCookie, sendPage } from './html-shell';
import { SeoPages } from './seo.pages';
import { publicOriginOf } from './seo.routes';

type PageSources = Omit<ConstructorParameters<typeof SeoPages>[0], 'db' | 'shell' | 'log'>;

/**
 * The built storefront (at /) and operator console (at /admin/, the merchant portal at /merchant/), and what
 * answers an address no route has: a JSON 404 under /api, else the page of the app the address belongs to —
 * for the storefront with its title, description, canonical URL and JSON-LD (SeoPages).
 */
export async function registerWebPages(
  app: App,
  deps: {
    env: Env;
    db: Db;
    /** Serve the built apps (off in API tests). */
    serveWeb?: boolean;
    webRoot?: string;
    consoleRoot?: string;
    sources: PageSources;
  },
): Promise<void> {
  const webRoot = deps.webRoot ?? webDistDir();
  const hasWeb = deps.serveWeb !== false && (await registerSpa(app, { root: webRoot, prefix: '/' }));
  const pages = hasWeb
    ? new SeoPages({
        db: deps.db,
        shell: new HtmlShell(spaIndex(webRoot)),
        ...deps.sources,
        log: (err, msg) => app.log.error({ err }, msg),
      })
    : null;
  const consoleRoot = deps.consoleRoot ?? consoleDistDir();
  const hasConsole =
    deps.serveWeb !== false && (await registerSpa(app, { root: consoleRoot, prefix: '/admin/' }));
  const consoleShell = hasConsole ? new HtmlShell(spaIndex(consoleRoot)) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    // HEAD answers like GET (load balancers and uptime checks probe pages with HEAD).
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    }
    // The console's client routes (/admin/…) get the console's page; /admin itself gets its slash.
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (path === '/admin' && consoleShell) return reply.redirect(`/admin/${url.slice(path.length)}`, 302);
    // The merchant portal is the console's app on another route tree (it reads /merchant from the address).
    if (path === '/merchant' && consoleShell)
      return reply.redirect(`/merchant/${url.slice(path.length)}`, 302);
    if (path.startsWith('/merchant/') && consoleShell) return sendPage(reply, consoleShell.plain);
    // A built file that is not there (an old page asking for a chunk of an earlier build) is a 404, not the
    // page: the browser's module loader then fails plainly instead of parsing HTML as JavaScript.
    if (/^\/(?:admin\/)?assets\//.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    if (path.startsWith('/admin/')) {
      if (!consoleShell) return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
      return sendPage(reply, consoleShell.plain);
    }
    if (!pages) return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    // Storefront pages: the app's HTML with the page's title, description, canonical URL and JSON-LD;
    // an unknown product, category, brand or notice answers 404 (the app shows its not-found page).
    const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    const answer = await pages.page(path, query, publicOriginOf(deps.env, request));
    // A signed-in buyer gets the page without the visitor's first view (see RenderedPage.signedIn), and so
    // does a visitor with a sales area of their own where the first view shows the national one.
    const cookie = request.headers.cookie;
    const bare =
      answer.page.signedIn && (hasLoginCookie(cookie) || (answer.areaBound && hasAreaCookie(cookie)));
    return sendPage(reply, bare ? answer.page.signedIn! : answer.page, answer.status);
  });
}
