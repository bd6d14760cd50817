import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER } from '@mall/open-sdk';

/** One post a webhook receiver took: the message id, the try, the signature header and the raw body. */
type Received = { messageId: string; attempt: string; signature: string; body: string };

/**
 * A webhook receiver on 127.0.0.1 (a sandbox app may post there) answering each message `failures` times with
 * 500 before 200 (Infinity: always 500). `seen` lists every post in arrival order.
 */
export async function webhookReceiver(failures = 0) {
  const seen: Received[] = [];
  const tries = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const messageId = String(req.headers['x-mall-message-id']);
      seen.push({
        messageId,
        attempt: String(req.headers['x-mall-attempt']),
        signature: String(req.headers[SIGNATURE_HEADER]),
        body,
      });
      const n = (tries.get(messageId) ?? 0) + 1;
      tries.set(messageId, n);
      res.writeHead(n > failures ? 200 : 500).end(n > failures ? 'ok' : 'boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { seen, url, close: () => new Promise((r) => server.close(r)) };
}

/** Polls `probe` every 50 ms until it answers something truthy (10 s at most): webhooks arrive on their own. */
export async function until<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
