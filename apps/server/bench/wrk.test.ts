import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { driveWithWrk, hasWrk } from './wrk';

describe.runIf(hasWrk())('the wrk driver of the traffic bench', () => {
  it('sends the drawn requests in order, bodies and headers included, and reads wrk’s figures', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body} ${req.headers['accept-encoding']}`);
        res.statusCode = req.url === '/missing' ? 404 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const r = await driveWithWrk({
        url: `http://127.0.0.1:${port}`,
        requests: [
          { method: 'GET', path: '/api/product/detail/7?areaCode=0000' },
          {
            method: 'POST',
            path: '/api/product/search',
            body: JSON.stringify({ keyword: '螺丝刀', pageNum: 2 }),
          },
          { method: 'GET', path: '/missing' },
        ],
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        connections: 1,
        duration: 1,
      });
      const drawn = [
        'GET /api/product/detail/7?areaCode=0000  gzip',
        'POST /api/product/search {"keyword":"螺丝刀","pageNum":2} gzip',
        'GET /missing  gzip',
      ];
      // In the drawn order, over and over (wrk asks its script for one request before it starts sending).
      expect(seen.length).toBeGreaterThan(30);
      const first = drawn.indexOf(seen[0]!);
      expect(first).toBeGreaterThanOrEqual(0);
      seen.slice(0, 30).forEach((line, i) => expect(line).toBe(drawn[(first + i) % 3]));
      expect(r.rps).toBeGreaterThan(0);
      expect(r.p99).toBeGreaterThanOrEqual(r.p50);
      // Every third answer is a 404: counted as errors.
      expect(r.errors).toBeGreaterThan(seen.length / 4);
    } finally {
      server.close();
    }
  });
});
