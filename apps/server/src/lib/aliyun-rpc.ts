import { createHmac, randomUUID } from 'node:crypto';

/** RFC 3986 percent-encoding as Alibaba Cloud's RPC signature requires. */
function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Signature (version 1.0, HMAC-SHA1) of an RPC-style request: the sorted, encoded parameters joined as
 * `METHOD&%2F&encoded(canonical query)`, keyed with `secret&`.
 */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

export type AliyunCredentials = { accessKeyId: string; accessKeySecret: string };

/** Calls one RPC action (POST, form-encoded, signed) and returns the parsed JSON answer. */
export async function callAliyunRpc<T>(opts: {
  endpoint: string;
  action: string;
  version: string;
  params: Record<string, string>;
  credentials: AliyunCredentials;
  timeoutMs?: number;
}): Promise<T> {
  const params: Record<string, string> = {
    ...opts.params,
    Action: opts.action,
    Version: opts.version,
    Format: 'JSON',
    AccessKeyId: opts.credentials.accessKeyId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    SignatureNonce: randomUUID(),
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  params.Signature = aliyunSignature('POST', params, opts.credentials.accessKeySecret);
  const body = Object.entries(params)
    .map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`)
    .join('&');
  const res = await fetch(opts.endpoint.replace(/\/$/, '') + '/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`aliyun ${opts.action}: HTTP ${res.status}, not JSON`);
  }
  if (!res.ok) {
    const code = (json as { Code?: string }).Code ?? res.status;
    throw new Error(`aliyun ${opts.action}: HTTP ${res.status} ${String(code)}`);
  }
  return json as T;
}
