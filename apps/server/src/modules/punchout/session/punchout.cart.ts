import type { PricedLine } from '../../trade/cart';
import { DEFAULT_UNSPSC, orderMessage, unitCode } from '../cxml';
import { ociFields } from '../oci';
import type { PunchoutConfigRow, PunchoutSessionRow } from './punchout.table';

/** What the shop promises for a line shipped from stock (LeadTime, days). */
const STOCK_LEAD_TIME_DAYS = 3;
/** The auxiliary id of a line: enough to find the SKU again (its id). */
const auxiliaryOf = (skuId: number) => `sku:${skuId}`;

/**
 * The cart as the session's protocol carries it back: cXML, the PunchOutOrderMessage (one form field); OCI,
 * the NEW_ITEM fields (kept in the document log as JSON).
 */
export function cartDocument({
  session,
  config,
  lines,
  categories,
  host,
  now,
}: {
  session: PunchoutSessionRow;
  config: PunchoutConfigRow;
  lines: readonly PricedLine[];
  categories: Map<number, number>;
  host: string;
  now: Date;
}): string {
  const facts = lines.map((l) => ({
    line: l,
    description: [l.title, ...l.specValues].join(' '),
    unit: unitCode(l.unit, config.units),
    unspsc: config.unspsc[String(categories.get(l.skuId) ?? '')] ?? DEFAULT_UNSPSC,
  }));
  // cXML: the PunchOutOrderMessage (one field); OCI: the NEW_ITEM fields (kept in the log as JSON).
  const body =
    session.protocol === 'oci'
      ? JSON.stringify(
          ociFields(
            facts.map(({ line: l, description, unit, unspsc }) => ({
              description,
              quantity: l.quantity,
              unit,
              unitPriceFen: l.priceFen,
              vendorMat: l.code,
              manufactMat: l.modelNo,
              manufactCode: l.brandName,
              matGroup: unspsc,
              leadTimeDays: STOCK_LEAD_TIME_DAYS,
              extProductId: auxiliaryOf(l.skuId),
              longText: description,
            })),
            session.returnTarget ?? '_top',
          ),
        )
      : orderMessage(
          {
            from: { domain: 'NetworkID', identity: config.toIdentity },
            to: { domain: config.fromDomain, identity: config.fromIdentity },
            buyerCookie: session.buyerCookie,
            operationAllowed: session.operation === 'inspect' ? 'inspect' : 'edit',
            items: facts.map(({ line: l, description, unit, unspsc }) => ({
              quantity: l.quantity,
              supplierPartId: l.code,
              auxiliaryId: auxiliaryOf(l.skuId),
              unitPriceFen: l.priceFen,
              description,
              unitOfMeasure: unit,
              unspsc,
              manufacturerPartId: l.modelNo,
              manufacturerName: l.brandName,
              leadTimeDays: STOCK_LEAD_TIME_DAYS,
            })),
          },
          { host: host, now },
        );
  return body;
}
