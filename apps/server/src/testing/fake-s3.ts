import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

type Obj = { data: Buffer; contentType: string; etag: string; modified: Date };

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by key, in memory. */
  objects: Map<string, Obj>;
  /** Requests whose SigV4 signature (and payload hash) checked out, and those refused. */
  stats: { verified: number; refused: number; methods: string[] };
  close(): Promise<void>;
};

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/** 20261122T101500Z → Date. */
function amzDate(v: string): Date | null {
  const m = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(v);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

/**
 * An in-process S3-compatible server for tests: path-style PutObject, GetObject and HeadObject on one bucket,
 * objects in memory. Every request must carry a valid AWS Signature V4: the server re-signs the request with
 * @smithy/signature-v4 from the headers the client says it signed and compares, and checks the body against
 * x-amz-content-sha256 — so a passing test proves the real SDK's requests are what an S3 service accepts.
 */
export async function startFakeS3(
  opts: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  const bucket = opts.bucket ?? 'mall-test';
  const region = opts.region ?? 'cn-east-1';
  const accessKeyId = opts.accessKeyId ?? 'AKIAFAKES3TEST';
  const secretAccessKey = opts.secretAccessKey ?? 'fake-s3-secret-key-for-tests-only';
  const objects = new Map<string, Obj>();
  const stats = { verified: 0, refused: 0, methods: [] as string[] };
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: true,
  });

  async function verify(req: IncomingMessage, body: Buffer, url: URL): Promise<string | null> {
    const auth = AUTH.exec(String(req.headers.authorization ?? ''));
    if (!auth) return 'missing or malformed Authorization';
    const [, keyId, day, scopeRegion, signedList, signature] = auth;
    if (keyId !== accessKeyId) return 'unknown access key';
    if (scopeRegion !== region) return 'wrong region in scope';
    const date = amzDate(String(req.headers['x-amz-date'] ?? ''));
    if (!date || date.toISOString().slice(0, 10).replace(/-/g, '') !== day) return 'bad x-amz-date';
    if (Math.abs(Date.now() - date.getTime()) > 15 * 60_000) return 'request time too skewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex'))
      return 'x-amz-content-sha256 does not match the body';
    const signed = signedList!.split(';');
    if (!signed.includes('host') || !signed.includes('x-amz-date'))
      return 'host and x-amz-date must be signed';
    const headers: Record<string, string> = {};
    for (const name of signed) {
      const value = req.headers[name];
      if (value === undefined) return `signed header ${name} missing`;
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) query[k] = v;
    const resigned = await signer.sign(
      {
        method: req.method!,
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query,
        headers,
        body,
      },
      { signingDate: date, signableHeaders: new Set(signed) },
    );
    const expected = /Signature=([0-9a-f]{64})/.exec(String(resigned.headers.authorization))?.[1] ?? '';
    const ok =
      expected.length === signature!.length &&
      timingSafeEqual(Buffer.from(expected), Buffer.from(signature!));
    return ok ? null : 'SignatureDoesNotMatch';
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const body = await readBody(req);
    const problem = await verify(req, body, url);
    if (problem) {
      stats.refused++;
      return xmlError(res, 403, problem === 'SignatureDoesNotMatch' ? problem : 'AccessDenied', problem);
    }
    stats.verified++;
    stats.methods.push(req.method!);
    const [, first, ...rest] = url.pathname.split('/');
    if (first !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(rest.join('/'));
    if (req.method === 'PUT') {
      if (body.length !== Number(req.headers['content-length'] ?? -1))
        return xmlError(res, 400, 'IncompleteBody', 'length mismatch');
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        data: body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        etag,
        modified: new Date(),
      });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const obj = objects.get(key);
      if (!obj) {
        if (req.method === 'HEAD') {
          res.writeHead(404);
          return res.end();
        }
        return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      res.writeHead(200, {
        'content-type': obj.contentType,
        'content-length': String(obj.data.length),
        etag: obj.etag,
        'last-modified': obj.modified.toUTCString(),
      });
      return res.end(req.method === 'GET' ? obj.data : undefined);
    }
    return xmlError(res, 405, 'MethodNotAllowed', 'not supported by the fake');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => xmlError(res, 500, 'InternalError', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
