import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSignature } from '../lib/aliyun-rpc';

type Params = Record<string, string>;

/**
 * A local stand-in for an Alibaba Cloud RPC endpoint on 127.0.0.1: it keeps each call's form parameters in
 * `calls`, checks the call's signature with `secret`, and answers with JSON from `answer` (HTTP 200 unless it
 * names a status).
 */
export async function startFakeAliyun(
  secret: string,
  answer: (params: Params, signed: boolean) => { status?: number; body: object },
) {
  const calls: Params[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      calls.push(params);
      const { Signature, ...rest } = params;
      const reply = answer(params, Signature === aliyunSignature('POST', rest, secret));
      res.setHeader('content-type', 'application/json');
      res.statusCode = reply.status ?? 200;
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calls, endpoint, close: () => server.close() };
}
