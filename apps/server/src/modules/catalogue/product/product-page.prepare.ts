import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { productDetail, type ProductDetail } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { crc32, crcShift, deflatePiece } from '../../../lib/gzip-pieces';
import { cutAtSlots } from '../pricing';
import { staticDetail, type StaticRow } from './product-page.static';

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
export const PAGE_FORMAT = hash(
  'sha1',
  `${PAGE_LAYOUT}:${JSON.stringify(z.toJSONSchema(productDetail))}`,
  'base64url',
).slice(0, 12);

/** How many products a preparation reads and writes per statement. */
const CHUNK = 500;

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
 * The prepared page of a product's static row: checked against the wire schema, cut at its slots, and its
 * long segments deflated (`packed`, one after another) for gzip answers put together per request.
 */
function pageOf(row: StaticRow): { page: PreparedPage; packed: Buffer | null } {
  const data = productDetail.parse(staticDetail(row));
  const envelope = { code: 200, msg: 'success', data };
  const skuIds = data.skus.map((s) => s.skuId);
  const cut = cutAtSlots<PageSlot>(null, envelope, (mark) => ({
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

/** Writes pages made from `rows`; a page is kept only while its row's stamp is still the one read. */
function writePages(db: DbOrTx, rows: StaticRow[], pages: { page: PreparedPage; packed: Buffer | null }[]) {
  return db.execute(sql`
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

/**
 * Prepares the pages of these products that have none, or one of another format (`force`: every one of
 * `ids`), from what their rows hold now. A page is kept only while the stamp read with the rows is still the
 * row's: a write committed in between (its triggers took a new stamp) wins, and the page waits for the next
 * preparation. Returns the pages made, by product (also those not kept: they were true when read).
 */
export async function preparePages(
  db: DbOrTx,
  ids: readonly number[],
  force = false,
): Promise<Map<number, { page: PreparedPage; packed: Buffer | null }>> {
  const made = new Map<number, { page: PreparedPage; packed: Buffer | null }>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await staticRows(db, ids.slice(i, i + CHUNK), !force);
    if (!rows.length) continue;
    const pages = rows.map((row) => pageOf(row));
    rows.forEach((row, j) => made.set(row.id, pages[j]!));
    await writePages(db, rows, pages);
  }
  return made;
}

/**
 * Prepares every page that has none, or one of another format (the seed, a release that changed what pages
 * hold, writes nobody has read since). Returns the products whose pages were made, not the pages: at 1M
 * products they would not fit. The next chunk's rows are read while this one's pages are made and written.
 */
export async function prepareAllPages(db: DbOrTx): Promise<number[]> {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p left join product_pages g on g.product_id = p.id
          where ${unprepared} order by p.id`,
    )
  ).map((r) => r.id);
  const made: number[] = [];
  const read = (at: number) => {
    if (at >= ids.length) return null;
    const reading = staticRows(db, ids.slice(at, at + CHUNK), true);
    reading.catch(() => undefined); // awaited below; a write failing first must not leave it unhandled
    return reading;
  };
  let reading = read(0);
  for (let at = 0; reading; at += CHUNK) {
    const rows = await reading;
    reading = read(at + CHUNK);
    if (!rows.length) continue;
    await writePages(
      db,
      rows,
      rows.map((row) => pageOf(row)),
    );
    for (const row of rows) made.push(row.id);
  }
  return made;
}
