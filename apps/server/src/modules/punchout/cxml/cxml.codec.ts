import {
  asList,
  asNode,
  bad,
  envelope,
  header,
  money,
  moneyFen,
  newPayloadId,
  parser,
  readEnvelope,
  status,
  textOf,
  type Credential,
} from './cxml.xml';
import { readOrderRequest, type OrderRequest } from './cxml.order';

/**
 * cXML 1.2 PunchOut as this shop speaks it: the requests a buyer's procurement system (SAP Ariba, Coupa) sends,
 * parsed into plain values (the envelope's safety rules: cxml.xml.ts), and the setup answer and the cart's
 * PunchOutOrderMessage. Nothing here touches the database.
 */

export type ItemOut = { supplierPartId: string; auxiliaryId: string; quantity: number };

export type SetupRequest = {
  kind: 'PunchOutSetupRequest';
  payloadId: string;
  from: Credential[];
  to: Credential[];
  sender: Credential;
  operation: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  browserFormPost: string;
  extrinsics: Record<string, string>;
  itemsOut: ItemOut[];
};

/** Any other request the shop does not answer: refused with 406 by the caller. */
export type OtherRequest = {
  kind: 'other';
  name: string;
  payloadId: string;
  from: Credential[];
  sender: Credential;
};

export type CxmlRequest = SetupRequest | OrderRequest | OtherRequest;

function extrinsicsOf(parent: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of asList(asNode(parent)?.Extrinsic)) {
    const name = String(e['@_name'] ?? '');
    if (name) out[name] = textOf(e);
  }
  return out;
}

/** Reads a cXML request document: PunchOutSetupRequest, OrderRequest, or another (refused later). */
export function parseCxmlRequest(text: string): CxmlRequest {
  const { payloadId, from, to, sender, root } = readEnvelope(text);
  if (!asNode(root.Header)) throw bad('缺少 Header', 'Header is missing');
  if (!from.length || !sender)
    throw bad('Header 缺少 From 或 Sender 凭证', 'From or Sender credential is missing');
  const request = asNode(root.Request);
  if (!request) throw bad('缺少 Request', 'Request is missing');
  const order = asNode(request.OrderRequest);
  if (order) return readOrderRequest(order, { payloadId, from, to, sender });
  const setup = asNode(request.PunchOutSetupRequest);
  if (!setup) {
    const name = Object.keys(request).find((k) => !k.startsWith('@_')) ?? '';
    return { kind: 'other', name, payloadId, from, sender };
  }
  const operation = String(setup['@_operation'] ?? 'create');
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect')
    throw bad(`不支持的 operation：${operation}`, `Unsupported operation: ${operation}`);
  const buyerCookie = textOf(setup.BuyerCookie);
  if (!buyerCookie) throw bad('缺少 BuyerCookie', 'BuyerCookie is missing');
  if (buyerCookie.length > 200)
    throw bad('BuyerCookie 过长（最多 200 个字符）', 'BuyerCookie longer than 200');
  const browserFormPost = textOf(asNode(setup.BrowserFormPost)?.URL);
  if (!browserFormPost) throw bad('缺少 BrowserFormPost URL', 'BrowserFormPost URL is missing');
  const itemsOut = asList(setup.ItemOut).map((item) => {
    const id = asNode(item.ItemID);
    const quantity = Number(item['@_quantity'] ?? 0);
    return {
      supplierPartId: textOf(id?.SupplierPartID),
      auxiliaryId: textOf(id?.SupplierPartAuxiliaryID),
      quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 0,
    };
  });
  return {
    kind: 'PunchOutSetupRequest',
    payloadId,
    from,
    to,
    sender,
    operation,
    buyerCookie,
    browserFormPost,
    extrinsics: extrinsicsOf(setup),
    itemsOut,
  };
}

/** A PunchOutSetupRequest as a procurement system sends it (the buyer simulator). */
export function setupRequest(
  r: { from: Credential; to: Credential; sender: Credential; buyerCookie: string; browserFormPost: string },
  opts: { host: string; now: Date },
): string {
  return envelope(newPayloadId(opts.host), opts.now, {
    Header: header(r.from, r.to, r.sender),
    Request: {
      '@_deploymentMode': 'test',
      PunchOutSetupRequest: {
        '@_operation': 'create',
        BuyerCookie: r.buyerCookie,
        Extrinsic: [{ '@_name': 'UserEmail', '#text': 'simulator@mall.local' }],
        BrowserFormPost: { URL: r.browserFormPost },
      },
    },
  });
}

/** A Response carrying only a Status: the answer to a refused document (or a bare 200). */
export function statusDocument(code: number, detail: string | undefined, opts: { host: string; now: Date }) {
  return envelope(newPayloadId(opts.host), opts.now, { Response: status(code, detail) });
}

/** PunchOutSetupResponse: Status 200 and the one-time StartPage URL. */
export function setupResponse(startUrl: string, opts: { host: string; now: Date }): string {
  return envelope(newPayloadId(opts.host), opts.now, {
    Response: { ...status(200), PunchOutSetupResponse: { StartPage: { URL: startUrl } } },
  });
}

export type ItemIn = {
  quantity: number;
  supplierPartId: string;
  auxiliaryId: string;
  unitPriceFen: number;
  description: string;
  unitOfMeasure: string;
  unspsc: string;
  manufacturerPartId: string;
  manufacturerName: string;
  leadTimeDays: number;
};

/** PunchOutOrderMessage: the cart carried back to the buyer's system (posted by the browser, not by us). */
export function orderMessage(
  msg: {
    from: Credential;
    to: Credential;
    buyerCookie: string;
    /** Whether the buyer's system may reopen it (edit) or only look (inspect). */
    operationAllowed: 'create' | 'edit' | 'inspect';
    items: ItemIn[];
  },
  opts: { host: string; now: Date },
): string {
  const totalFen = msg.items.reduce((sum, i) => sum + i.unitPriceFen * i.quantity, 0);
  return envelope(newPayloadId(opts.host), opts.now, {
    Header: header(msg.from, msg.to, msg.from),
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: msg.buyerCookie,
        PunchOutOrderMessageHeader: {
          '@_operationAllowed': msg.operationAllowed,
          Total: money(totalFen),
        },
        ItemIn: msg.items.map((i) => ({
          '@_quantity': String(i.quantity),
          ItemID: { SupplierPartID: i.supplierPartId, SupplierPartAuxiliaryID: i.auxiliaryId },
          ItemDetail: {
            UnitPrice: money(i.unitPriceFen),
            Description: { '@_xml:lang': 'zh-CN', '#text': i.description },
            UnitOfMeasure: i.unitOfMeasure,
            Classification: { '@_domain': 'UNSPSC', '#text': i.unspsc },
            ManufacturerPartID: i.manufacturerPartId,
            ManufacturerName: i.manufacturerName,
            LeadTime: String(i.leadTimeDays),
          },
        })),
      },
    },
  });
}

export type OrderMessageLine = {
  quantity: number;
  supplierPartId: string;
  auxiliaryId: string;
  unitPriceFen: number;
  unit: string;
  unspsc: string;
  description: string;
  manufacturerName: string;
  manufacturerPartId: string;
};

/** Reads a PunchOutOrderMessage back (the buyer simulator and the tests read what was posted). */
export function readOrderMessage(text: string): {
  buyerCookie: string;
  operationAllowed: string;
  totalFen: number;
  items: OrderMessageLine[];
} {
  const root = asNode(asNode(parser.parse(text))?.cXML);
  const message = asNode(asNode(root?.Message)?.PunchOutOrderMessage);
  if (!message) throw bad('不是 PunchOutOrderMessage', 'Not a PunchOutOrderMessage');
  const head = asNode(message.PunchOutOrderMessageHeader);
  return {
    buyerCookie: textOf(message.BuyerCookie),
    operationAllowed: String(head?.['@_operationAllowed'] ?? ''),
    totalFen: moneyFen(head?.Total, 'Total'),
    items: asList(message.ItemIn).map((item) => {
      const id = asNode(item.ItemID);
      const detail = asNode(item.ItemDetail);
      return {
        quantity: Number(item['@_quantity']),
        supplierPartId: textOf(id?.SupplierPartID),
        auxiliaryId: textOf(id?.SupplierPartAuxiliaryID),
        unitPriceFen: moneyFen(detail?.UnitPrice, 'UnitPrice'),
        unit: textOf(detail?.UnitOfMeasure),
        unspsc: textOf(detail?.Classification),
        description: textOf(detail?.Description),
        manufacturerName: textOf(detail?.ManufacturerName),
        manufacturerPartId: textOf(detail?.ManufacturerPartID),
      };
    }),
  };
}
