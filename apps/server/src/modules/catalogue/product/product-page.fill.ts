import { CATALOGUE_MSG } from '@mall/shared';
import type { MadeBody } from '../../../lib/cache';
import { GzipPieces, inflatePiece } from '../../../lib/gzip-pieces';
import { summaryOfCounts } from '../comment';
import { areaScope, deliveryDays } from '../region';
import type { LiveRow } from './product-page.live';
import { PAGE_FORMAT, type PreparedPage } from './product-page.prepare';
import { digest, type RelatedPart } from './product-page.related';

/*
 * A prepared page with the request's parts filled in (stock, shelf, sales, area, delivery, related cards,
 * comments): its text, its gzip form from the prepared pieces, and its ETag.
 */

/** Which delivery a page shows: not sold in the area, out of stock, from the province's own warehouse, shipped. */
const NOT_IN_AREA = 0;
const OUT_OF_STOCK = 1;
const LOCAL = 2;
const SHIPPED = 3;
type Delivery = typeof NOT_IN_AREA | typeof OUT_OF_STOCK | typeof LOCAL | typeof SHIPPED;
const deliveryOf = (inArea: boolean, stock: number, local: boolean): Delivery =>
  !inArea ? NOT_IN_AREA : stock <= 0 ? OUT_OF_STOCK : local ? LOCAL : SHIPPED;

/**
 * Delivery estimate: goods in the province's own warehouse arrive the next day; the national warehouse ships
 * the rest, and farther provinces take longer.
 */
function deliveryFor(areaCode: string, delivery: Delivery) {
  if (delivery === NOT_IN_AREA) return { text: CATALOGUE_MSG.NOT_IN_AREA, days: null };
  if (delivery === OUT_OF_STOCK) return { text: '暂时缺货，到货后发货', days: null };
  if (delivery === LOCAL) return { text: '本地仓现货，预计 1 天内送达', days: 1 };
  const days = deliveryDays(areaCode, false);
  return { text: `现货，预计 ${days} 天内送达`, days };
}

/** A page's area part: the area asked for and whether the product is sold there. */
const areaOf = (areaCode: string, areaName: string, inArea: boolean) => ({
  areaCode,
  areaName,
  inArea,
  message: inArea ? null : CATALOGUE_MSG.NOT_IN_AREA,
});

/**
 * An area's parts of a page as text, made once per area: the area part (not sold there, sold there) and the
 * delivery part of each Delivery case, made when first needed. Kept per area code while its name stays the same (areas are a few dozen provinces and 全国).
 */
type AreaTexts = { name: string; area: [string, string]; delivery: string[] };
const areaTextsByCode = new Map<string, AreaTexts>();
function areaTexts(areaCode: string, areaName: string): AreaTexts {
  let texts = areaTextsByCode.get(areaCode);
  if (texts?.name !== areaName) {
    texts = {
      name: areaName,
      area: [
        JSON.stringify(areaOf(areaCode, areaName, false)),
        JSON.stringify(areaOf(areaCode, areaName, true)),
      ],
      delivery: [],
    };
    areaTextsByCode.set(areaCode, texts);
  }
  return texts;
}

/** The comment summary of a product nobody has rated yet (most products), and its text. */
const NO_COMMENTS = summaryOfCounts([]);
const NO_COMMENTS_TEXT = JSON.stringify(NO_COMMENTS);

/** The page text with the request's parts: the same text the page had when assembled per request. */
export function fillPage(
  { page, packed, stamp }: { page: PreparedPage; packed: Buffer | null; stamp: string | number | null },
  live: LiveRow,
  asked: number,
  areaCode: string,
  related: RelatedPart,
): MadeBody {
  const inArea = areaScope(areaCode).includes(live.sales_area_codes);
  // Each SKU's stock in the area, in the page's SKU order (a SKU the row does not hold has none).
  const stock: number[] = [];
  let total = 0;
  let local = false;
  for (const skuId of page.skuIds) {
    let n = 0;
    for (const [id, inStock, fromLocal] of live.stocks)
      if (id === skuId) {
        n = inStock;
        if (fromLocal && inStock > 0) local = true;
        break;
      }
    stock.push(n);
    total += n;
  }
  const wanted = live.by_sku ? asked : live.default_sku_id;
  const selected = page.skuIds.includes(wanted) ? wanted : (page.skuIds[0] ?? wanted);
  const areaName = live.area_name ?? areaCode;
  const delivery = deliveryOf(inArea, total, local);
  const comments = live.ratings ? summaryOfCounts(live.ratings) : NO_COMMENTS;
  const available = (i: number) => live.on_shelf && inArea && stock[i]! > 0;
  if (!page.slots) {
    const data = page.detail;
    const text = JSON.stringify({
      code: 200,
      msg: 'success',
      data: {
        ...data,
        selectedSkuId: selected,
        salesCount: live.sales_count,
        onShelf: live.on_shelf,
        skus: data.skus.map((s, i) => ({ ...s, stock: stock[i]!, available: available(i) })),
        area: areaOf(areaCode, areaName, inArea),
        delivery: deliveryFor(areaCode, delivery),
        related: related.cards.map((c) => c.card),
        commentSummary: comments,
      },
    });
    return { text };
  }
  const { slots } = page;
  let texts: AreaTexts | undefined;
  const values: string[] = [];
  let parts = '';
  let length = 0;
  let storedChars = 0;
  for (const n of page.n) length += n;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    let value: string;
    if (slot === 'selected') value = String(selected);
    else if (slot === 'sales') value = String(live.sales_count);
    else if (slot === 'onShelf') value = String(live.on_shelf);
    else if (slot === 'area') value = (texts ??= areaTexts(areaCode, areaName)).area[inArea ? 1 : 0];
    else if (slot === 'delivery')
      value = (texts ??= areaTexts(areaCode, areaName)).delivery[delivery] ??= JSON.stringify(
        deliveryFor(areaCode, delivery),
      );
    else if (slot === 'related') value = related.text;
    else if (slot === 'comments')
      value = comments === NO_COMMENTS ? NO_COMMENTS_TEXT : JSON.stringify(comments);
    else if (slot.startsWith('stock:')) value = String(stock[Number(slot.slice(6))]!);
    else value = String(available(Number(slot.slice(10))));
    values.push(value);
    // The request's parts but the related cards (their tag stands for them), for the ETag.
    const tagged = slot === 'related' ? '' : value;
    parts = i ? `${parts}\u0001${tagged}` : tagged;
    length += value.length;
    // (The related cards go as their deflated piece when they have one.)
    if (slot !== 'related' || !related.piece) storedChars += value.length;
  }
  const bytes = packed ?? Buffer.alloc(0);
  return {
    // The text only when asked for (a client without gzip, a member's prices, the server-rendered page).
    text: () => {
      let out = '';
      for (let i = 0, at = 0; i <= slots.length; i++) {
        const z = page.z[i]!;
        if (z > 0) out += inflatePiece(bytes.subarray(at, (at += z))).toString();
        else out += bytes.toString('utf8', at, (at += page.b[i]!));
        if (i < slots.length) out += values[i]!;
      }
      return out;
    },
    length,
    // The page's own text is fixed by its stamp (every write takes a new one) and format.
    ...(stamp === null
      ? {}
      : {
          etag: `W/"${digest(`${PAGE_FORMAT}:${live.id}:${stamp}:${related.tag}:${parts}`)}"`,
        }),
    // Prepared pieces and the request's parts as stored blocks (GzipPieces keeps the CRC-32).
    gzip: () => {
      // Sized for the prepared bytes, the related piece and the request's parts (3 bytes a unit at most, and
      // 5 bytes a stored block).
      const gzip = new GzipPieces(
        bytes.length + 10 * page.b.length + (related.piece?.length ?? 0) + 3 * storedChars,
      );
      for (let i = 0, at = 0; i <= slots.length; i++) {
        const b = page.b[i]!;
        const z = page.z[i]!;
        if (z > 0)
          gzip.deflated(bytes.subarray(at, (at += z)), { crc: page.c[i]!, shift: page.o[i]!, length: b });
        else gzip.stored(bytes.subarray(at, (at += b)));
        if (i === slots.length) break;
        if (slots[i] === 'related' && related.piece) gzip.deflated(related.piece, related.of);
        else gzip.storedText(values[i]!);
      }
      return gzip.end();
    },
  };
}
