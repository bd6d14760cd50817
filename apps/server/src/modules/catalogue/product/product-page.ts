import { hash } from 'node:crypto';
import type DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { CATALOGUE_MSG, fenToYuan, productDetail, type ProductCard, type ProductDetail } from '@mall/shared';
import { preparedRows, queryRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { MadeBody } from '../../../lib/cache';
import { turnBatcher } from '../../../lib/turn-batch';
import {
  crc32,
  crcShift,
  deflatePiece,
  GzipPieces,
  inflatePiece,
  type PieceOf,
} from '../../../lib/gzip-pieces';
import { summaryOfCounts } from '../comment';
import { productImagePath } from '../media';
import { cutAtSlots } from '../pricing';
import { areaScope, resolveAreaCode, stockAreaOf } from '../region';

/*
 * Product pages prepared when the product is written (table product_pages; docs/decisions/
 * 2026-11-27-prepared-product-pages.md). Everything a page shows that does not depend on the request (title,
 * brand, category path, SKUs with their specs, prices and tiers, the sanitised description, the specs table) is
 * checked against the wire schema and serialised once, and the text is cut where a request fills in its own
 * parts: the selected SKU, sales and shelf, each SKU's stock and availability in the area, the area and its
 * delivery estimate, the related cards and the comment counts. A page read is one primary-key statement and a
 * string join: no schema pass, no HTML sanitising, no serialisation of the product per request.
 */

/** Where a request fills in its part of the page text. */
type PageSlot =
  | 'selected'
  | 'sales'
  | 'onShelf'
  | `stock:${number}`
  | `available:${number}`
  | 'area'
  | 'delivery'
  | 'related'
  | 'comments';

/**
 * A prepared page: the answer text cut at its slots, or (when the text holds the cutting mark itself) the
 * checked detail whose request parts are replaced.
 */
export type PreparedPage = { skuIds: number[] } & (
  | {
      slots: PageSlot[];
      /**
       * Per segment of the text between the slots (`slots.length + 1` of them): its length in characters
       * (`n`) and UTF-8 bytes (`b`), the length of its deflated piece (`z`, 0: it goes stored), its CRC-32
       * (`c`) and crcShift of its byte length (`o`). The row's `packed` bytes hold, per segment, its
       * deflated piece, or its UTF-8 bytes when it goes stored: a page row stays small enough to be read
       * from the table's own page (no TOAST), and its text is inflated when first asked for.
       */
      n: number[];
      b: number[];
      z: number[];
      c: number[];
      o: number[];
      detail?: undefined;
    }
  | { detail: ProductDetail; slots?: undefined }
);

/**
 * Bump when what a prepared page holds changes without the wire schema changing (how a field is derived);
 * a change of the schema changes the format by itself. Pages of another format are prepared again when read.
 */
const PAGE_LAYOUT = 3;
const PAGE_FORMAT = hash(
  'sha1',
  `${PAGE_LAYOUT}:${JSON.stringify(z.toJSONSchema(productDetail))}`,
  'base64url',
).slice(0, 12);

const GALLERY_VIEWS = 4;
/** How many related cards a page shows. */
export const RELATED = 10;
/** How many products a preparation reads and writes per statement. */
const CHUNK = 500;

/** Rich detail allowed on the storefront: text formatting, lists, tables and images, no scripts or styles. */
function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2']),
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
  });
}

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
  const prefix = Number(areaCode.slice(0, 2));
  const days = areaCode === '0000' ? 3 : prefix >= 60 ? 5 : prefix >= 50 ? 4 : prefix >= 40 ? 3 : 2;
  return { text: `现货，预计 ${days} 天内送达`, days };
}

/** What a page shows of a product that a request does not change, read in one statement per chunk. */
type StaticRow = {
  id: number;
  title: string;
  model_no: string;
  unit: string;
  moq: number;
  step: number;
  description_html: string;
  min_price_fen: number;
  attrs: Record<string, string[]>;
  images: string[];
  category_id: number;
  brand_id: number;
  brand_name: string;
  brand_latin: string;
  brand_logo: string;
  merchant_id: number;
  seller_name: string;
  c3_title: string;
  c2_id: number;
  c2_title: string;
  c1_id: number;
  c1_title: string;
  /** The page row's stamp when read (null: no row yet). */
  stamp: string | number | null;
  skus: { id: number; code: string; spec: Record<string, string>; price_fen: number }[];
  /** [sku id, from quantity, price in fen], by SKU and quantity. */
  tiers: [number, number, number][] | null;
};

/** A page that must be prepared (again): none yet, or one of another format. */
const unprepared = sql`(g.page is null or g.format is distinct from ${PAGE_FORMAT})`;

const staticRows = (db: DbOrTx, ids: readonly number[], onlyUnprepared: boolean) =>
  queryRows<StaticRow>(
    db,
    sql`select p.id, p.title, p.model_no, p.unit, p.moq, p.step, p.description_html, p.min_price_fen, p.attrs,
          p.images, p.category_id, p.brand_id, b.name as brand_name, b.latin_name as brand_latin,
          b.logo_path as brand_logo, p.merchant_id, p.seller_name,
          c3.title as c3_title, c2.id as c2_id, c2.title as c2_title, c1.id as c1_id, c1.title as c1_title,
          g.stamp,
          (select coalesce(json_agg(json_build_object('id', k.id, 'code', k.code, 'spec', k.spec,
              'price_fen', k.price_fen) order by k.sort, k.id), '[]'::json)
            from skus k where k.product_id = p.id) as skus,
          (select json_agg(json_build_array(t.sku_id, t.min_quantity, t.price_fen)
              order by t.sku_id, t.min_quantity)
            from sku_price_tiers t join skus k on k.id = t.sku_id where k.product_id = p.id) as tiers
        from products p
        join brands b on b.id = p.brand_id
        join categories c3 on c3.id = p.category_id
        join categories c2 on c2.id = c3.parent_id
        join categories c1 on c1.id = c2.parent_id
        left join product_pages g on g.product_id = p.id
        where p.id = any(${sql.param([...ids])}::int[]) ${onlyUnprepared ? sql`and ${unprepared}` : sql``}`,
  );

/**
 * The page's detail with placeholders where a request fills in (they are cut out): what the page showed
 * when it was assembled per request, field for field.
 */
function staticDetail(p: StaticRow): ProductDetail {
  const skus = p.skus;
  const tiers = new Map<number, { minQuantity: number; priceFen: number }[]>();
  for (const [sku, minQuantity, priceFen] of p.tiers ?? [])
    tiers.set(sku, [...(tiers.get(sku) ?? []), { minQuantity, priceFen }]);
  // Spec attributes that differ between SKUs, values in SKU order.
  const names: string[] = [];
  for (const s of skus) for (const n of Object.keys(s.spec)) if (!names.includes(n)) names.push(n);
  const specAttrs = names
    .map((name) => ({
      name,
      values: [...new Set(skus.map((s) => s.spec[name]).filter((v): v is string => !!v))],
    }))
    .filter((a) => a.values.length > 1);
  const prices = skus.map((s) => s.price_fen);
  return {
    productId: p.id,
    selectedSkuId: skus[0]?.id ?? p.id,
    title: p.title,
    brand: { id: p.brand_id, name: p.brand_name, latinName: p.brand_latin, logo: p.brand_logo },
    seller: { id: p.merchant_id, name: p.seller_name },
    modelNo: p.model_no,
    unit: p.unit,
    moq: p.moq,
    step: p.step,
    // Operator-uploaded gallery when there is one, else the generated drawings.
    images: p.images.length
      ? p.images
      : Array.from({ length: GALLERY_VIEWS }, (_, view) => productImagePath(p.id, view)),
    minPrice: fenToYuan(prices.length ? Math.min(...prices) : p.min_price_fen),
    maxPrice: fenToYuan(prices.length ? Math.max(...prices) : p.min_price_fen),
    salesCount: 0,
    onShelf: true,
    specAttrs,
    skus: skus.map((s) => ({
      skuId: s.id,
      code: s.code,
      spec: s.spec,
      specValues: specAttrs.map((a) => s.spec[a.name] ?? ''),
      price: fenToYuan(s.price_fen),
      ...(tiers.has(s.id)
        ? {
            tiers: tiers
              .get(s.id)!
              .map((t) => ({ minQuantity: t.minQuantity, price: fenToYuan(t.priceFen) })),
          }
        : {}),
      stock: 0,
      available: false,
    })),
    area: { areaCode: '0000', areaName: '全国', inArea: true, message: null },
    delivery: { text: '', days: null },
    specsTable: [
      {
        name: '品牌',
        value:
          p.brand_latin && p.brand_latin !== p.brand_name
            ? `${p.brand_name}（${p.brand_latin}）`
            : p.brand_name,
      },
      { name: '型号', value: p.model_no },
      { name: '分类', value: p.c3_title },
      { name: '单位', value: p.unit },
      { name: '起订量', value: `${p.moq}${p.unit}` },
      ...Object.entries(p.attrs).map(([name, values]) => ({ name, value: values.join('、') })),
    ],
    descriptionHtml: sanitize(p.description_html),
    breadcrumbs: [
      { id: p.c1_id, title: p.c1_title, level: 1 },
      { id: p.c2_id, title: p.c2_title, level: 2 },
      { id: p.category_id, title: p.c3_title, level: 3 },
    ],
    related: [],
    commentSummary: summaryOfCounts([]),
  };
}

/**
 * The prepared page of a product's static row: checked against the wire schema, cut at its slots, and its
 * long segments deflated (`packed`, one after another) for gzip answers put together per request.
 */
function pageOf(row: StaticRow): { page: PreparedPage; packed: Buffer | null } {
  const data = productDetail.parse(staticDetail(row));
  const envelope = { code: 200, msg: 'success', data };
  const skuIds = data.skus.map((s) => s.skuId);
  const cut = cutAtSlots<PageSlot>(JSON.stringify(envelope), envelope, (mark) => ({
    ...envelope,
    data: {
      ...data,
      selectedSkuId: mark('selected'),
      salesCount: mark('sales'),
      onShelf: mark('onShelf'),
      skus: data.skus.map((s, i) => ({ ...s, stock: mark(`stock:${i}`), available: mark(`available:${i}`) })),
      area: mark('area'),
      delivery: mark('delivery'),
      related: mark('related'),
      commentSummary: mark('comments'),
    },
  }));
  if (!cut) return { page: { skuIds, detail: data }, packed: null };
  const raws = cut.segments.map((segment) => Buffer.from(segment));
  const pieces = raws.map((raw) => deflatePiece(raw));
  return {
    page: {
      skuIds,
      slots: cut.slots,
      n: cut.segments.map((segment) => segment.length),
      b: raws.map((raw) => raw.length),
      z: pieces.map((piece) => piece?.length ?? 0),
      c: raws.map((raw) => crc32(raw)),
      o: raws.map((raw) => crcShift(raw.length)),
    },
    packed: Buffer.concat(raws.map((raw, i) => pieces[i] ?? raw)),
  };
}

/**
 * Prepares the pages of these products (`all`: every product) that have none, or one of another format
 * (`force`: every one of `ids`), from what their rows hold now. A page is kept only while the stamp read with the rows is still the row's:
 * a write committed in between (its triggers took a new stamp) wins, and the page waits for the next
 * preparation. Returns the pages made, by product (also those not kept: they were true when read).
 */
export async function preparePages(
  db: DbOrTx,
  ids: readonly number[] | 'all',
  force = false,
): Promise<Map<number, { page: PreparedPage; packed: Buffer | null }>> {
  const made = new Map<number, { page: PreparedPage; packed: Buffer | null }>();
  const chunks: (readonly number[])[] = [];
  if (ids === 'all') {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p left join product_pages g on g.product_id = p.id
          where ${unprepared} order by p.id`,
    );
    for (let i = 0; i < rows.length; i += CHUNK) chunks.push(rows.slice(i, i + CHUNK).map((r) => r.id));
  } else for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  for (const chunk of chunks) {
    const rows = await staticRows(db, chunk, !force);
    if (!rows.length) continue;
    const pages = rows.map((row) => pageOf(row));
    rows.forEach((row, i) => made.set(row.id, pages[i]!));
    await db.execute(sql`
      insert into product_pages (product_id, stamp, page, packed, format)
      select x.id, coalesce(x.stamp, nextval('product_page_stamps')), x.page::json, decode(x.packed, 'hex'),
        ${PAGE_FORMAT}
      from unnest(${sql.param(rows.map((r) => r.id))}::int[],
                  ${sql.param(rows.map((r) => (r.stamp === null ? null : String(r.stamp))))}::bigint[],
                  ${sql.param(pages.map((pg) => JSON.stringify(pg.page)))}::text[],
                  ${sql.param(pages.map((pg) => pg.packed?.toString('hex') ?? null))}::text[])
        as x(id, stamp, page, packed)
      on conflict (product_id) do update
        set page = excluded.page, packed = excluded.packed, format = excluded.format
      where product_pages.stamp = excluded.stamp`);
  }
  return made;
}

/** What a request reads of a product beside its prepared page: live stock, shelf, sales, comments. */
type LiveRow = {
  /** The id asked for (a SKU's or a product's). */
  asked: number;
  id: number;
  on_shelf: boolean;
  sales_count: number;
  sales_area_codes: string[];
  default_sku_id: number;
  category_id: number;
  /** The id asked for is a SKU's. */
  by_sku: boolean;
  /** [sku id, stock in the area, from the province's own warehouse]. */
  stocks: [number, number, boolean][];
  area_name: string | null;
  ratings: { rating: number; n: number }[] | null;
  page: PreparedPage | null;
  packed: Buffer | Uint8Array | null;
  stamp: string | number | null;
  format: string | null;
};

/**
 * The live parts of several pages in one area, in one statement (one text per kind of area: 全国 names
 * itself), prepared once per connection. Each id is tried as a SKU's first, then as a product's.
 */
const liveStatement = (db: DbOrTx, national: boolean) =>
  preparedRows<LiveRow>(db, `product-pages:${national ? 'national' : 'region'}`, () => {
    return sql`select q.asked, p.id, p.on_shelf, p.sales_count, p.sales_area_codes, p.default_sku_id,
        p.category_id, r.by_sku,
        (select coalesce(json_agg(json_build_array(k.id, coalesce(a.stock, k.stock), a.stock is not null)),
            '[]'::json)
          from skus k left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${sql.placeholder('stockArea')}
          where k.product_id = p.id) as stocks,
        ${national ? sql`'全国'` : sql`(select name from regions where code = ${sql.placeholder('area')})`} as area_name,
        (select json_agg(json_build_object('rating', x.rating, 'n', x.n))
          from (select rating, count(*)::int as n from comments where product_id = p.id group by rating) x
        ) as ratings,
        g.page, g.packed, g.format, g.stamp
      from unnest(${sql.placeholder('ids')}::int[]) as q(asked)
      cross join lateral (select k.product_id, k.id is not null as by_sku
        from (select 1) one left join skus k on k.id = q.asked) r
      join products p on p.id = coalesce(r.product_id, q.asked)
      left join product_pages g on g.product_id = p.id`;
  });

/** Reads of the live parts gathered per area (turnBatcher): one statement for every page asked for meanwhile. */
const readers = new WeakMap<DbOrTx, Map<string, DataLoader<number, LiveRow | undefined>>>();

function liveReader(db: DbOrTx, areaCode: string): DataLoader<number, LiveRow | undefined> {
  let byArea = readers.get(db);
  if (!byArea) readers.set(db, (byArea = new Map()));
  let reader = byArea.get(areaCode);
  if (!reader) {
    const national = areaCode === '0000';
    const statement = liveStatement(db, national);
    const stockArea = stockAreaOf(areaCode);
    reader = turnBatcher<number, LiveRow | undefined>(
      async (ids) => {
        const rows = await statement(national ? { ids, stockArea } : { ids, stockArea, area: areaCode });
        return new Map(rows.map((row) => [row.asked, row]));
      },
      { maxBatchSize: 64, missing: undefined },
    );
    byArea.set(areaCode, reader);
  }
  return reader;
}

/** A related card as the page shows it (checked against the wire schema) and its JSON text. */
export type RelatedCard = { productId: number; card: ProductCard; text: string };

/** A page's related cards as text and as a deflated piece, per list of best sellers and page left out. */
type RelatedPart = {
  cards: RelatedCard[];
  text: string;
  piece: Buffer | null;
  tag: string;
  /** What the piece stands for (its text's UTF-8 bytes). */
  of: PieceOf;
};
const relatedParts = new WeakMap<readonly RelatedCard[], Map<number, RelatedPart>>();

/**
 * The related cards of product `id`'s page: the best sellers but itself, the first RELATED. Every page
 * outside the list shows the same cards, so a list has at most RELATED + 2 parts, made once each.
 */
function relatedPart(bestSellers: readonly RelatedCard[], id: number): RelatedPart {
  let parts = relatedParts.get(bestSellers);
  if (!parts) relatedParts.set(bestSellers, (parts = new Map()));
  const key = bestSellers.some((c) => c.productId === id) ? id : -1;
  let part = parts.get(key);
  if (!part) {
    const cards = bestSellers.filter((c) => c.productId !== id).slice(0, RELATED);
    const text = `[${cards.map((c) => c.text).join(',')}]`;
    const bytes = Buffer.from(text);
    part = {
      cards,
      text,
      piece: deflatePiece(bytes),
      tag: digest(text),
      of: { crc: crc32(bytes), shift: crcShift(bytes.length), length: bytes.length },
    };
    parts.set(key, part);
  }
  return part;
}

// (crypto.hash: one call, no Hash stream object per answer.)
const digest = (text: string) => hash('sha1', text, 'base64url');

/**
 * The answer of the product page of `id` (a SKU's id first, else a product's) in the area: its prepared page
 * (prepared now when it has none) with the request's parts filled in. Its text is made when first asked for,
 * its gzip form is put together from prepared pieces, and its weak ETag is made from the page's stamp, the
 * related cards and the request's parts. `related` gives the category's best sellers in the area, one more
 * than shown. Unknown id → 404.
 */
export async function productPageText(
  db: DbOrTx,
  id: number,
  areaCodeInput: string,
  related: (categoryId: number, areaCode: string) => Promise<readonly RelatedCard[]>,
): Promise<MadeBody> {
  const areaCode = resolveAreaCode(areaCodeInput);
  const live = await liveReader(db, areaCode).load(id);
  if (!live) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND);
  let prepared =
    live.page && live.format === PAGE_FORMAT
      ? {
          page: live.page,
          packed:
            live.packed && Buffer.from(live.packed.buffer, live.packed.byteOffset, live.packed.byteLength),
          stamp: live.stamp,
        }
      : undefined;
  // Not prepared yet (a new product, a write since): prepared now, kept for the next reader.
  // (Its stamp is not known here: the answer's ETag is then taken from its text.)
  prepared ??= { ...(await preparePages(db, [live.id], true)).get(live.id)!, stamp: null };
  if (!prepared.page) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND); // its brand or category is gone
  const part = relatedPart(await related(live.category_id, areaCode), live.id);
  return fillPage(prepared, live, id, areaCode, part);
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
function fillPage(
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
