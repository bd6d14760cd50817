// Receives the open platform's webhook deliveries and checks each signature before trusting it.
//
//   WEBHOOK_SECRET=whsec_… npm run webhook-receiver -w @mall/examples   # listens on http://127.0.0.1:4010/hook
//
// Register the endpoint with POST /open/v1/webhooks {"url":"http://127.0.0.1:4010/hook"} (a sandbox app may
// post to 127.0.0.1; a live one needs a public https address) and put the secret it answers in WEBHOOK_SECRET.
import http from 'node:http';
import { SIGNATURE_HEADER, verifySignature } from '@mall/open-sdk';

const secret = process.env.WEBHOOK_SECRET ?? '';
const port = Number(process.env.PORT ?? 4010);
if (!secret.startsWith('whsec_')) {
  console.error('Set WEBHOOK_SECRET to the endpoint secret (whsec_…) POST /open/v1/webhooks answered.');
  process.exit(1);
}
/** Message ids already handled: a retry or a replay may bring one again. */
const handled = new Set<number>();

http
  .createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/hook') return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers[SIGNATURE_HEADER] ?? '');
      if (!verifySignature(secret, signature, body)) {
        console.warn(`refused: bad or stale signature (${signature.slice(0, 20)}…)`);
        return void res.writeHead(401).end('bad signature');
      }
      const message = JSON.parse(body) as { id: number; type: string; data: Record<string, unknown> };
      if (!handled.has(message.id)) {
        handled.add(message.id);
        console.log(`${message.type} #${message.id}`, JSON.stringify(message.data));
      }
      res.writeHead(200).end('ok');
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}/hook`));
