import {
  asList,
  asNode,
  bad,
  envelope,
  header,
  money,
  moneyFen,
  newPayloadId,
  textOf,
  type Credential,
  type Node,
} from './cxml.xml';

/**
 * The order side of cXML 1.2: the OrderRequest a procurement system sends once its requisition is approved
 * (new, update or delete), and what the supplier sends back later — ConfirmationRequest when the order is
 * accepted, ShipNoticeRequest when it ships. `orderRequest` builds one too (the buyer simulator and tests).
 */

/** A postal address as cXML carries it (ShipTo / BillTo). */
export type CxmlAddress = {
  addressId: string;
  name: string;
  deliverTo: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  email: string;
};

export type OrderLine = {
  lineNumber: number;
  quantity: number;
  supplierPartId: string;
  auxiliaryId: string;
  unitPriceFen: number;
  description: string;
  unitOfMeasure: string;
  /** The cost centre of the line's Distribution (the AccountingSegment named Cost Center / 成本中心). */
  costCentre: string;
};

export type OrderRequest = {
  kind: 'OrderRequest';
  payloadId: string;
  from: Credential[];
  to: Credential[];
  sender: Credential;
  orderId: string;
  orderDate: string;
  type: 'new' | 'update' | 'delete';
  orderVersion: number;
  totalFen: number | null;
  shipTo: CxmlAddress | null;
  billTo: CxmlAddress | null;
  comments: string;
  /** The requester's e-mail (a Contact of the header: endUser or requester first). */
  contactEmail: string;
  lines: OrderLine[];
};

function address(parent: unknown): CxmlAddress | null {
  const a = asNode(asNode(parent)?.Address);
  if (!a) return null;
  const postal = asNode(a.PostalAddress);
  const phone = asNode(asNode(a.Phone)?.TelephoneNumber);
  const street = (Array.isArray(postal?.Street) ? postal.Street : [postal?.Street]).map(textOf).join('');
  return {
    addressId: String(a['@_addressID'] ?? ''),
    name: textOf(a.Name),
    deliverTo: (Array.isArray(postal?.DeliverTo) ? postal.DeliverTo : [postal?.DeliverTo])
      .map(textOf)
      .join(' ')
      .trim(),
    street,
    city: textOf(postal?.City),
    state: textOf(postal?.State),
    postalCode: textOf(postal?.PostalCode),
    phone: `${textOf(phone?.AreaOrCityCode)}${textOf(phone?.Number)}`.replace(/[\s-]/g, ''),
    email: textOf(a.Email),
  };
}

const COST_CENTRE_NAMES = ['cost center', 'costcenter', 'cost centre', '成本中心', 'kostl'];

function costCentreOf(item: Node): string {
  for (const d of asList(item.Distribution))
    for (const seg of asList(asNode(d.Accounting)?.AccountingSegment)) {
      const name = textOf(seg.Name).trim().toLowerCase();
      if (COST_CENTRE_NAMES.includes(name))
        return String(seg['@_id'] ?? '').trim() || textOf(seg.Description);
    }
  return '';
}

const MAX_LINES = 200;

function contactEmailOf(head: Node): string {
  const contacts = asList(head.Contact);
  const person =
    contacts.find((c) => ['endUser', 'requester'].includes(String(c['@_role'] ?? ''))) ?? contacts[0];
  return textOf(person?.Email).trim().slice(0, 100);
}

/** Reads the OrderRequest element of a request (the envelope is already read). */
export function readOrderRequest(
  order: Node,
  env: { payloadId: string; from: Credential[]; to: Credential[]; sender: Credential },
): OrderRequest {
  const head = asNode(order.OrderRequestHeader);
  if (!head) throw bad('缺少 OrderRequestHeader', 'OrderRequestHeader is missing');
  const orderId = String(head['@_orderID'] ?? '').trim();
  if (!orderId) throw bad('缺少订单号 orderID', 'orderID is missing');
  if (orderId.length > 40 || !/^[\w\-/.#()]+$/.test(orderId))
    throw bad(
      '订单号 orderID 只能包含字母、数字和 - _ / . # ( )，最多 40 个字符',
      'orderID: letters, digits and - _ / . # ( ), at most 40',
    );
  const type = String(head['@_type'] ?? 'new');
  if (type !== 'new' && type !== 'update' && type !== 'delete')
    throw bad(`不支持的订单类型 type：${type}`, `Unsupported OrderRequest type: ${type}`);
  const version = Number(head['@_orderVersion'] ?? 1);
  const lines = asList(order.ItemOut).map((item, i): OrderLine => {
    const id = asNode(item.ItemID);
    const detail = asNode(item.ItemDetail);
    const quantity = Number(item['@_quantity']);
    const lineNumber = Number(item['@_lineNumber'] ?? i + 1);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000)
      throw bad(
        `第 ${i + 1} 行数量必须是 1 到 1000000 的整数`,
        `Line ${i + 1}: quantity must be a whole number`,
      );
    return {
      lineNumber: Number.isInteger(lineNumber) ? lineNumber : i + 1,
      quantity,
      supplierPartId: textOf(id?.SupplierPartID).trim(),
      auxiliaryId: textOf(id?.SupplierPartAuxiliaryID).trim(),
      unitPriceFen: moneyFen(detail?.UnitPrice, `第 ${i + 1} 行 UnitPrice`),
      description: textOf(detail?.Description),
      unitOfMeasure: textOf(detail?.UnitOfMeasure),
      costCentre: costCentreOf(item),
    };
  });
  if (type !== 'delete' && !lines.length) throw bad('订单没有商品行（ItemOut）', 'The order has no ItemOut');
  if (lines.length > MAX_LINES)
    throw bad(`一张订单最多 ${MAX_LINES} 行`, `At most ${MAX_LINES} lines per order`);
  const total = asNode(head.Total);
  return {
    kind: 'OrderRequest',
    ...env,
    orderId,
    orderDate: String(head['@_orderDate'] ?? ''),
    type,
    orderVersion: Number.isInteger(version) && version > 0 ? version : 1,
    totalFen: total ? moneyFen(total, 'Total') : null,
    shipTo: address(head.ShipTo),
    billTo: address(head.BillTo),
    comments: textOf(head.Comments).slice(0, 200),
    contactEmail: contactEmailOf(head),
    lines,
  };
}

function addressNode(a: CxmlAddress) {
  return {
    Address: {
      '@_isoCountryCode': 'CN',
      ...(a.addressId ? { '@_addressID': a.addressId } : {}),
      Name: { '@_xml:lang': 'zh-CN', '#text': a.name || a.deliverTo },
      PostalAddress: {
        DeliverTo: a.deliverTo,
        Street: a.street,
        City: a.city,
        State: a.state,
        PostalCode: a.postalCode,
        Country: { '@_isoCountryCode': 'CN', '#text': '中国' },
      },
      ...(a.email ? { Email: a.email } : {}),
      Phone: {
        TelephoneNumber: {
          CountryCode: { '@_isoCountryCode': 'CN', '#text': '86' },
          AreaOrCityCode: '',
          Number: a.phone,
        },
      },
    },
  };
}

/** An OrderRequest as a procurement system sends it (the simulator and tests); Sender carries the secret. */
export function orderRequest(
  o: {
    from: Credential;
    to: Credential;
    sender: Credential;
    orderId: string;
    type: 'new' | 'update' | 'delete';
    orderVersion?: number;
    shipTo: CxmlAddress;
    billTo?: CxmlAddress;
    lines: Omit<OrderLine, 'lineNumber'>[];
    comments?: string;
  },
  opts: { host: string; now: Date; payloadId?: string },
): string {
  const totalFen = o.lines.reduce((n, l) => n + l.unitPriceFen * l.quantity, 0);
  return envelope(opts.payloadId ?? newPayloadId(opts.host), opts.now, {
    Header: header(o.from, o.to, o.sender),
    Request: {
      '@_deploymentMode': 'production',
      OrderRequest: {
        OrderRequestHeader: {
          '@_orderID': o.orderId,
          '@_orderDate': opts.now.toISOString(),
          '@_type': o.type,
          '@_orderVersion': String(o.orderVersion ?? 1),
          Total: money(totalFen),
          ShipTo: addressNode(o.shipTo),
          BillTo: addressNode(o.billTo ?? o.shipTo),
          ...(o.comments ? { Comments: { '@_xml:lang': 'zh-CN', '#text': o.comments } } : {}),
        },
        ItemOut: o.lines.map((l, i) => ({
          '@_quantity': String(l.quantity),
          '@_lineNumber': String(i + 1),
          ItemID: { SupplierPartID: l.supplierPartId, SupplierPartAuxiliaryID: l.auxiliaryId },
          ItemDetail: {
            UnitPrice: money(l.unitPriceFen),
            Description: { '@_xml:lang': 'zh-CN', '#text': l.description },
            UnitOfMeasure: l.unitOfMeasure,
          },
          ...(l.costCentre
            ? {
                Distribution: {
                  Accounting: {
                    '@_name': 'DistributionCharge',
                    AccountingSegment: {
                      '@_id': l.costCentre,
                      Name: { '@_xml:lang': 'en', '#text': 'Cost Center' },
                      Description: { '@_xml:lang': 'zh-CN', '#text': l.costCentre },
                    },
                  },
                  Charge: money(l.unitPriceFen * l.quantity),
                },
              }
            : {}),
        })),
      },
    },
  });
}

const ourHeader = (d: { from: Credential; to: Credential; sender: Credential }) =>
  header(d.from, d.to, d.sender);

/** What a notice about an order names: the parties, the order (its orderID and payloadID) and its lines. */
type OrderNotice = {
  from: Credential;
  to: Credential;
  sender: Credential;
  orderId: string;
  orderPayloadId: string;
  lines: { lineNumber: number; quantity: number; unitOfMeasure: string }[];
};

/** A request of ours about a buyer's order (`request`: its one element), in our envelope and header. */
function ourRequest(
  d: OrderNotice,
  opts: { host: string; now: Date },
  request: Record<string, unknown>,
): string {
  return envelope(newPayloadId(opts.host), opts.now, {
    Header: ourHeader(d),
    Request: { '@_deploymentMode': 'production', ...request },
  });
}

/** ConfirmationRequest: the order (its orderID and payloadID) accepted, line by line. */
export function confirmationRequest(
  d: OrderNotice & { confirmId: string; totalFen: number },
  opts: { host: string; now: Date },
): string {
  return ourRequest(d, opts, {
    ConfirmationRequest: {
      ConfirmationHeader: {
        '@_type': 'accept',
        '@_noticeDate': opts.now.toISOString(),
        '@_confirmID': d.confirmId,
        '@_operation': 'new',
        Total: money(d.totalFen),
      },
      OrderReference: {
        '@_orderID': d.orderId,
        '@_orderDate': opts.now.toISOString(),
        DocumentReference: { '@_payloadID': d.orderPayloadId },
      },
      ConfirmationItem: d.lines.map((l) => ({
        '@_lineNumber': String(l.lineNumber),
        '@_quantity': String(l.quantity),
        UnitOfMeasure: l.unitOfMeasure,
        ConfirmationStatus: {
          '@_type': 'accept',
          '@_quantity': String(l.quantity),
          UnitOfMeasure: l.unitOfMeasure,
        },
      })),
    },
  });
}

/** ShipNoticeRequest: the order shipped, with the carrier and its tracking number. */
export function shipNoticeRequest(
  d: OrderNotice & { shipmentId: string; carrier: string; trackingNo: string; shippedAt: Date },
  opts: { host: string; now: Date },
): string {
  return ourRequest(d, opts, {
    ShipNoticeRequest: {
      ShipNoticeHeader: {
        '@_shipmentID': d.shipmentId,
        '@_operation': 'new',
        '@_noticeDate': opts.now.toISOString(),
        '@_shipmentDate': d.shippedAt.toISOString(),
      },
      ShipControl: {
        CarrierIdentifier: { '@_domain': 'companyName', '#text': d.carrier },
        ShipmentIdentifier: d.trackingNo,
      },
      ShipNoticePortion: {
        OrderReference: {
          '@_orderID': d.orderId,
          DocumentReference: { '@_payloadID': d.orderPayloadId },
        },
        ShipNoticeItem: d.lines.map((l) => ({
          '@_lineNumber': String(l.lineNumber),
          '@_quantity': String(l.quantity),
          UnitOfMeasure: l.unitOfMeasure,
        })),
      },
    },
  });
}
