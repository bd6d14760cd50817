import { randomUUID } from 'node:crypto';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { fenToYuan, yuanToFen } from '@mall/shared';

/**
 * The cXML envelope both ways: reading a document safely (size, entities, well-formedness, root and Header)
 * and building one with the cXML DTD's DOCTYPE. The documents themselves live in cxml.codec.ts (punch-out
 * session) and cxml.order.ts (orders and what follows them).
 *
 * Safety: a document over 1 MB is refused before it is read; a document that declares entities (`<!ENTITY`,
 * the XXE and "billion laughs" attacks) is refused; the DOCTYPE's DTD is never fetched (the parser does not
 * read DTDs); only the five XML entities are decoded.
 */

const CXML_VERSION = '1.2.014';
const CXML_DTD = `http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd`;
export const CXML_MAX_BYTES = 1024 * 1024;

/** A document refused with a cXML Status (its code is also the HTTP status); text in Chinese and English. */
export class CxmlRefusal extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 422,
    readonly zh: string,
    readonly en: string,
  ) {
    super(`${zh} / ${en}`);
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Accepted',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Request Entity Too Large',
  422: 'Unprocessable Entity',
};

export type Credential = { domain: string; identity: string; secret?: string };

export const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) =>
    ['Credential', 'Extrinsic', 'ItemOut', 'ItemIn', 'Distribution', 'AccountingSegment'].includes(name),
});

export type Node = Record<string, unknown>;

export const asNode = (v: unknown): Node | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined;
export const asList = (v: unknown): Node[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(asNode).filter((n): n is Node => !!n);
/** An element's text: the element itself when it is a string, or its `#text`. */
export function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  const node = asNode(v);
  const t = node?.['#text'];
  return typeof t === 'string' || typeof t === 'number' ? String(t) : '';
}

function credentials(parent: unknown): Credential[] {
  return asList(asNode(parent)?.Credential).map((c) => ({
    domain: String(c['@_domain'] ?? ''),
    identity: textOf(c.Identity),
    ...(c.SharedSecret !== undefined ? { secret: textOf(c.SharedSecret) } : {}),
  }));
}

export const bad = (zh: string, en: string) => new CxmlRefusal(400, zh, en);

/** A `<Money currency="CNY">` in 分: only CNY, at most two decimals. */
export function moneyFen(v: unknown, where: string): number {
  const money = asNode(asNode(v)?.Money) ?? asNode(v);
  const currency = String(money?.['@_currency'] ?? 'CNY');
  if (currency !== 'CNY') throw bad(`${where} 币种只支持 CNY`, `${where}: only CNY is accepted`);
  try {
    return yuanToFen(textOf(money));
  } catch {
    throw bad(`${where} 金额格式不正确`, `${where}: malformed Money`);
  }
}

/** The parts of a request document every kind shares. */
export type Envelope = {
  payloadId: string;
  from: Credential[];
  to: Credential[];
  sender?: Credential;
  root: Node;
};

/** Reads a cXML document; refuses what is too large, not XML, not cXML, or unsafe. */
export function readEnvelope(text: string): Envelope {
  if (Buffer.byteLength(text, 'utf8') > CXML_MAX_BYTES)
    throw new CxmlRefusal(413, '文档超过 1 MB', 'Document larger than 1 MB');
  if (/<!ENTITY/i.test(text)) throw bad('文档不得声明实体（ENTITY）', 'Entity declarations are not accepted');
  if (!text.trim()) throw bad('请求内容为空，请发送 cXML 文档', 'Empty body: send a cXML document');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw bad(`XML 格式错误：${valid.err.msg}`, `Malformed XML: ${valid.err.msg}`);
  const root = asNode(asNode(parser.parse(text))?.cXML);
  if (!root) throw bad('不是 cXML 文档（缺少 cXML 根元素）', 'Not a cXML document');
  const payloadId = String(root['@_payloadID'] ?? '');
  if (!payloadId) throw bad('缺少 payloadID', 'payloadID is missing');
  if (payloadId.length > 250) throw bad('payloadID 过长（最多 250 个字符）', 'payloadID longer than 250');
  const header = asNode(root.Header);
  return {
    payloadId,
    from: credentials(header?.From),
    to: credentials(header?.To),
    sender: credentials(header?.Sender)[0],
    root,
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/** A payloadID of ours: unique, with our host after the @ as cXML asks. */
export const newPayloadId = (host: string) => `${Date.now()}.${randomUUID()}@${host}`;

export function envelope(payloadId: string, timestamp: Date, body: Node): string {
  const xml = builder.build({
    cXML: {
      '@_payloadID': payloadId,
      '@_timestamp': timestamp.toISOString(),
      '@_xml:lang': 'zh-CN',
      '@_version': CXML_VERSION,
      ...body,
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "${CXML_DTD}">\n${xml}`;
}

export const status = (code: number, detail?: string): Node => ({
  Status: {
    '@_code': String(code),
    '@_text': STATUS_TEXT[code] ?? 'Error',
    ...(detail ? { '#text': detail } : {}),
  },
});

export const money = (fen: number) => ({
  Money: { '@_currency': 'CNY', '#text': fenToYuan(fen) },
});

/** Header From / To / Sender of a document we send; the Sender carries a shared secret when we have one. */
export function header(from: Credential, to: Credential, sender: Credential) {
  const cred = (c: Credential) => ({
    Credential: {
      '@_domain': c.domain,
      Identity: c.identity,
      ...(c.secret ? { SharedSecret: c.secret } : {}),
    },
  });
  return { From: cred(from), To: cred(to), Sender: { ...cred(sender), UserAgent: '工业品商城 PunchOut' } };
}

/** The Status of a Response document (what a procurement system answers to what we post). */
export function readStatus(text: string): { code: number; text: string } {
  const root = asNode(asNode(parser.parse(text))?.cXML);
  const st = asNode(asNode(root?.Response)?.Status);
  if (!st) throw bad('应答不是带 Status 的 cXML 文档', 'Answer carries no cXML Status');
  return { code: Number(st['@_code'] ?? 0), text: `${String(st['@_text'] ?? '')} ${textOf(st)}`.trim() };
}
