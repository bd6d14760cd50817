import type { Db } from '../../../db/client';
import { skuCodesById, skuFirstCategories, skuIdsByCode } from '../../catalogue/catalogue';
import { priceLines } from '../../trade/checkout';
import { DEFAULT_UNSPSC, unitCode } from '../cxml';
import { OciRefusal, ociFields } from '../oci';
import { logDocument } from './punchout.documents';
import type { PunchoutConfigRow } from './punchout.table';

/** Lead time promised for stock, as in the cart carried back. */
const STOCK_LEAD_TIME_DAYS = 3;

/**
 * OCI `FUNCTION=VALIDATE`: the SAP system asks for one item again (PRODUCTID, the SKU code or `sku:{id}`, and
 * QUANTITY) before it orders. No session is opened: the item, priced for the company now, goes straight back
 * to HOOK_URL as NEW_ITEM fields (the return page posts them). 404 for an unknown item, 409 for one that can
 * no longer be bought.
 */
export async function validateOciItem(
  db: Db,
  config: PunchoutConfigRow,
  request: { productId: string; quantity: number; hookUrl: string; returnTarget: string },
) {
  const byAux = /^sku:(\d+)$/.exec(request.productId)?.[1];
  const skuId = byAux ? Number(byAux) : (await skuIdsByCode(db, [request.productId])).get(request.productId);
  const [line] = skuId
    ? await priceLines(db, [{ skuId, quantity: request.quantity, cartLineId: null }], '0000', {
        userId: config.memberUserId,
      })
    : [];
  if (!line || !skuId) throw new OciRefusal(404, `商品 ${request.productId} 不存在`);
  if (!line.available) throw new OciRefusal(409, `商品 ${request.productId} 已不可购买，请重新选购`);
  const [codes, categories] = await Promise.all([skuCodesById(db, [skuId]), skuFirstCategories(db, [skuId])]);
  const description = [line.title, ...line.specValues].join(' ');
  const fields = ociFields(
    [
      {
        description,
        quantity: request.quantity,
        unit: unitCode(line.unit, config.units),
        unitPriceFen: line.priceFen,
        vendorMat: codes.get(skuId) ?? request.productId,
        manufactMat: line.modelNo,
        manufactCode: line.brandName,
        matGroup: config.unspsc[String(categories.get(skuId) ?? '')] ?? DEFAULT_UNSPSC,
        leadTimeDays: STOCK_LEAD_TIME_DAYS,
        extProductId: `sku:${skuId}`,
        longText: description,
      },
    ],
    request.returnTarget,
  );
  await logDocument(db, {
    companyId: config.companyId,
    sessionId: null,
    direction: 'out',
    kind: 'OCI VALIDATE',
    payloadId: null,
    status: 200,
    body: JSON.stringify(fields),
  });
  return { url: request.hookUrl, target: request.returnTarget, fields };
}
