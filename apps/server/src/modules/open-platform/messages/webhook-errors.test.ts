import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryError } from './webhooks';

/**
 * What a failed delivery's owner reads in the delivery log (portal, console, personal centre): the real
 * failures of Node's fetch, in Chinese, not "fetch failed".
 */
describe('deliveryError', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(302, { location: '/elsewhere' }).end();
        return;
      }
      // /hang: never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const failureOf = (url: string, init: RequestInit = {}) =>
    fetch(url, { method: 'POST', body: '{}', redirect: 'error', ...init }).then(
      () => {
        throw new Error('the call did not fail');
      },
      (err: unknown) => deliveryError(err),
    );

  it('names a refused connection, a redirect and a timeout', async () => {
    // A port nobody listens on: the server's own port after closing a second listener.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failureOf(`http://127.0.0.1:${port}/hook`)).toBe('发送失败：连接被拒绝（对方端口未开放）');
    expect(await failureOf(`${base}/moved`)).toBe('发送失败：接收地址应答了重定向（不跟随）');
    expect(await failureOf(`${base}/hang`, { signal: AbortSignal.timeout(100) })).toBe(
      '发送失败：10 秒内没有应答',
    );
  });

  it('keeps a message of its own, and names in Chinese first what it does not know', () => {
    expect(deliveryError(new Error('接收地址指向内网或保留地址，已拒绝'))).toBe(
      '发送失败：接收地址指向内网或保留地址，已拒绝',
    );
    const odd = Object.assign(new TypeError('fetch failed'), { cause: { code: 'EPROTO' } });
    expect(deliveryError(odd)).toBe('发送失败：fetch failed，EPROTO');
    const cert = Object.assign(new TypeError('fetch failed'), { cause: { code: 'CERT_HAS_EXPIRED' } });
    expect(deliveryError(cert)).toBe('发送失败：HTTPS 证书校验未通过（CERT_HAS_EXPIRED）');
  });
});
