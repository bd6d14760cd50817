import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app';
import { useTestApp } from '../../../testing/world';

// The open platform's own OpenAPI 3.1 document and its page: only the token endpoint and /open/v1, with the
// introduction an integrator needs (error codes, message types, the signature check).

const w = useTestApp(() => buildTestApp(), 120_000);

type Doc = {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
  >;
};

describe('/open/docs', () => {
  it('serves an OpenAPI 3.1 document of /open/v1 and the token endpoint alone', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/open/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Doc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('工业品商城开放平台 API');
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/oauth2/token',
        '/open/v1/products',
        '/open/v1/orders',
        '/open/v1/messages',
        '/open/v1/messages/ack',
        '/open/v1/webhooks',
        '/open/v1/webhooks/deliveries/{id}/replay',
      ]),
    );
    expect(paths.filter((p) => !p.startsWith('/open/v1/') && p !== '/oauth2/token')).toEqual([]);
    // The introduction: error codes, message types with a sample, how to check a signature.
    for (const text of [
      '42901',
      '| 50001 | 500 |',
      'order.shipped',
      'statement.ready',
      'x-mall-signature',
      'timingSafeEqual',
    ])
      expect(doc.info.description).toContain(text);
    // JSON Schema 2020-12 (3.1): a nullable field is a union with null, not `nullable: true`.
    const webhooks = JSON.stringify(doc.paths['/open/v1/webhooks']);
    expect(webhooks).not.toContain('"nullable"');
    expect(webhooks).toContain('"null"');
    // The SDK (packages/open-sdk) is generated from this very document: `npx vitest run open-docs -u` writes
    // it again, then `npm run generate -w @mall/open-sdk`.
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot(
      '../../../../../../packages/open-sdk/openapi.json',
    );
    // The API's own document still lists the open calls.
    const api = (await w.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
    expect(Object.keys(api.paths)).toContain('/open/v1/messages');
    expect(api.openapi).toBe('3.0.3');
  });

  it('renders it with the Swagger UI the API document serves', async () => {
    const page = await w.app.inject({ method: 'GET', url: '/open/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('开放平台 API 文档');
    for (const asset of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-ui.css']) {
      expect(page.body).toContain(asset);
      expect((await w.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
    }
    const init = await w.app.inject({ method: 'GET', url: '/open/docs/init.js' });
    expect(init.body).toContain("url: '/open/docs/json'");
  });
});
