import sanitizeHtml from 'sanitize-html';
import { fenToYuan, type ProductDetail } from '@mall/shared';
import { summaryOfCounts } from '../comment';
import { productImagePath } from '../media';

/*
 * What a product page shows that no request changes, read per chunk of products and assembled field for
 * field as the page was assembled per request (product-page.prepare.ts checks, cuts and stores it).
 */

const GALLERY_VIEWS = 4;

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

/** What a page shows of a product that a request does not change, read in one statement per chunk. */
export type StaticRow = {
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

/**
 * The page's detail with placeholders where a request fills in (they are cut out): what the page showed
 * when it was assembled per request, field for field.
 */
export function staticDetail(p: StaticRow): ProductDetail {
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
