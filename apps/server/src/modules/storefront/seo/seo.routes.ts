import type { FastifyRequest } from 'fastify';
import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import type { App } from '../../../lib/types';
import { parseSitemapName, robotsTxt, sendSitemapFile, sitemapIndex } from './sitemap';

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute links in pages, sitemaps and robots.txt are built on: PUBLIC_ORIGIN when set (always
 * outside loopback, see config/env.ts), else the request's own scheme and host (a host that is not a plain
 * host name falls back to the configured default).
 */
export function publicOriginOf(env: Env, request: FastifyRequest): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  const host = request.host;
  return host && HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : env.publicOrigin;
}

/** robots.txt and the sitemap (an index of files of at most 50,000 URLs each). */
export function seoRoutes(app: App, deps: { db: Db; env: Env }) {
  const { db, env } = deps;
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOriginOf(env, request))),
  );

  app.get('/sitemap.xml', hidden, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapIndex(db, publicOriginOf(env, request))),
  );

  app.get<{ Params: { file: string } }>('/sitemap/:file', hidden, async (request, reply) => {
    const file = parseSitemapName(request.params.file);
    if (!file) {
      return reply.status(404).type('text/plain; charset=utf-8').send('没有这个站点地图文件');
    }
    return sendSitemapFile(reply, db, publicOriginOf(env, request), file);
  });
}
