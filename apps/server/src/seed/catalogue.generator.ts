import {
  BRANDS,
  CATEGORY_TREE,
  PROFILES,
  SCENES_BY_LEVEL1,
  type BrandDef,
  type ProfileKey,
  type Profile,
} from './catalogue-data';
import { brandLogoPath, categoryBackgroundPath, categoryIconPath } from '../modules/catalogue/media';
import { Rng, seedFor } from './rng';

/** Fixed seed of the demo catalogue: the same size always gives the same catalogue. */
const CATALOGUE_SEED = 20261122;

export type CategoryRow = {
  id: number;
  parentId: number;
  level: number;
  title: string;
  sort: number;
  iconPath: string;
  background: string;
};
export type Level3Info = {
  id: number;
  title: string;
  secondId: number;
  firstId: number;
  profile: Profile;
};
export type BrandRow = {
  id: number;
  name: string;
  latinName: string;
  initial: string;
  logoPath: string;
  color: string;
  categoryIds: number[];
  sort: number;
};
export type ProductRow = {
  id: number;
  categoryId: number;
  secondCategoryId: number;
  firstCategoryId: number;
  brandId: number;
  title: string;
  modelNo: string;
  unit: string;
  moq: number;
  step: number;
  descriptionHtml: string;
  onShelf: boolean;
  salesCount: number;
  minPriceFen: number;
  defaultSkuId: number;
  salesAreaCodes: string[];
  sceneIds: number[];
  attrs: Record<string, string[]>;
  createdAt: Date;
};
export type SkuRow = {
  id: number;
  productId: number;
  code: string;
  spec: Record<string, string>;
  priceFen: number;
  stock: number;
  salesCount: number;
  sort: number;
};

/** The category tree as rows (ids per the scheme in catalogue-data/index.ts) plus facts about level three. */
export function buildCategories(): { rows: CategoryRow[]; level3: Level3Info[] } {
  const rows: CategoryRow[] = [];
  const level3: Level3Info[] = [];
  let nextSecondId = CATEGORY_TREE.length + 1;
  CATEGORY_TREE.forEach((first, i) => {
    const firstId = i + 1;
    rows.push({
      id: firstId,
      parentId: 0,
      level: 1,
      title: first.title,
      sort: i,
      iconPath: categoryIconPath(firstId),
      background: categoryBackgroundPath(firstId),
    });
    first.children.forEach((second, j) => {
      const secondId = nextSecondId++;
      rows.push({
        id: secondId,
        parentId: firstId,
        level: 2,
        title: second.title,
        sort: j,
        iconPath: categoryIconPath(secondId),
        background: '',
      });
      second.items.forEach((item, k) => {
        const [title = item, own] = item.split(':') as [string, ProfileKey | undefined];
        const id = secondId * 100 + k + 1;
        rows.push({
          id,
          parentId: secondId,
          level: 3,
          title,
          sort: k,
          iconPath: categoryIconPath(id),
          background: '',
        });
        level3.push({ id, title, secondId, firstId, profile: PROFILES[own ?? second.profile] });
      });
    });
  });
  return { rows, level3 };
}

export function buildBrands(): BrandRow[] {
  return BRANDS.map((b, i) => ({
    id: i + 1,
    name: b.name,
    latinName: b.latin,
    initial: b.initial,
    logoPath: brandLogoPath(i + 1),
    color: b.color,
    categoryIds: b.cats,
    sort: i,
  }));
}

/** Regional product ranges: a limited product is sold in a few provinces of one of these groups. */
const REGION_GROUPS = [
  ['310000', '320000', '330000', '340000', '360000', '370000'], // 华东
  ['440000', '450000', '460000', '350000'], // 华南
  ['110000', '120000', '130000', '140000', '150000'], // 华北
  ['500000', '510000', '520000', '530000'], // 西南
  ['410000', '420000', '430000'], // 华中
];

function modelFrom(template: string, rng: Rng): string {
  let out = '';
  for (const ch of template) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === '@') out += String.fromCharCode(65 + rng.int(0, 25));
    else out += ch;
  }
  return out;
}

function priceFen(min: number, max: number, rng: Rng): number {
  // Log-uniform between min and max yuan, rounded to 10 fen (prices like 23.50, 189.90).
  const yuan = Math.exp(Math.log(min) + rng.float() * (Math.log(max) - Math.log(min)));
  return Math.max(10, Math.round(yuan * 10) * 10);
}

const BASE_TIME = Date.UTC(2026, 10, 1, 8, 0, 0);
const DAY_MS = 86_400_000;

function describe(
  title: string,
  brand: BrandDef,
  unit: string,
  spec: Record<string, string>,
  l3: string,
): string {
  const specItems = Object.entries(spec)
    .map(([k, v]) => `<li>${k}：${v}</li>`)
    .join('');
  return (
    `<h3>商品介绍</h3><p>${title}，${brand.name}（${brand.latin}）品牌正品行货，适用于工厂、工地及办公场所的${l3}采购需求，` +
    `质量稳定，支持开具增值税专用发票。</p><h3>规格参数</h3><ul>${specItems}</ul>` +
    `<h3>包装清单</h3><p>${l3} × 1${unit}，合格证 × 1</p>`
  );
}

/**
 * Generates product `id` (1-based) and its SKUs. Each product has its own random stream, so product n is
 * the same whatever the catalogue size; the first products cover every level-three category once.
 */
function generateProduct(
  id: number,
  ctx: {
    level3: Level3Info[];
    brands: BrandRow[];
    brandsByFirst: Map<number, BrandRow[]>;
    nextSkuId: number;
  },
): { product: ProductRow; skus: SkuRow[] } {
  const rng = new Rng(seedFor(CATALOGUE_SEED, id));
  const l3 = id <= ctx.level3.length ? ctx.level3[id - 1]! : rng.pick(ctx.level3);
  const profile = l3.profile;
  const brandRow = rng.pick(ctx.brandsByFirst.get(l3.firstId) ?? ctx.brands);
  const brand = BRANDS[brandRow.id - 1]!;
  const modelNo = modelFrom(brand.model, rng);

  const fixed: Record<string, string> = {};
  for (const [name, values] of Object.entries(profile.attrs)) fixed[name] = rng.pick(values);
  const [varyName, varyValues] = profile.vary;
  const weights = [0.25, 0.45, 0.65, 0.8, 0.9, 1];
  const roll = rng.float();
  const wanted = weights.findIndex((w) => roll < w) + 1;
  const count = Math.min(wanted, varyValues.length);
  const start = rng.int(0, varyValues.length - count);
  const chosen = varyValues.slice(start, start + count);

  const unit = profile.units[0] ?? '个';
  const [moq, step] = profile.moq ?? [1, 1];
  let price = priceFen(profile.price[0], profile.price[1], rng);
  const derived = (spec: Record<string, string>) => ({ ...spec, ...profile.derive?.(spec, id) });
  const skus: SkuRow[] = chosen.map((value, sort) => {
    if (sort > 0) price = Math.round((price * (1.08 + rng.float() * 0.3)) / 10) * 10;
    const sales = Math.floor(Math.exp(rng.float() * 8));
    return {
      id: ctx.nextSkuId + sort,
      productId: id,
      code: `${modelNo.replace(/\s+/g, '')}-${String(sort + 1).padStart(2, '0')}`,
      spec: derived({ ...fixed, [varyName]: value }),
      priceFen: price,
      stock: rng.chance(0.05) ? 0 : rng.int(10, 5000),
      salesCount: sales,
      sort,
    };
  });

  const namePart = brand.latin === brand.name ? brand.name : `${brand.name} ${brand.latin}`;
  const keyFixed = Object.values(fixed)[0];
  const title =
    count === 1
      ? `${namePart} ${modelNo} ${l3.title} ${chosen[0]}`
      : `${namePart} ${modelNo} ${keyFixed && rng.chance(0.5) ? keyFixed : ''}${l3.title}`;

  const attrs: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(fixed)) attrs[name] = [value];
  attrs[varyName] = chosen;
  // Derived specs (bearing sizes …): their values over the SKUs, in SKU order.
  for (const name of Object.keys(skus[0]!.spec))
    if (!(name in attrs)) attrs[name] = [...new Set(skus.map((k) => k.spec[name]!))];

  let salesAreaCodes = ['0000'];
  if (rng.chance(0.18)) {
    const group = rng.pick(REGION_GROUPS);
    salesAreaCodes = rng.sample(group, rng.int(2, group.length));
  }
  const options = SCENES_BY_LEVEL1[l3.firstId] ?? [];
  const sceneRoll = rng.float();
  const sceneIds = sceneRoll < 0.2 ? [] : rng.sample(options, sceneRoll < 0.8 ? 1 : 2);

  const minPriceFen = skus[0]!.priceFen;
  const product: ProductRow = {
    id,
    categoryId: l3.id,
    secondCategoryId: l3.secondId,
    firstCategoryId: l3.firstId,
    brandId: brandRow.id,
    title: title.replace(/\s+/g, ' ').trim(),
    modelNo,
    unit,
    moq,
    step,
    descriptionHtml: describe(title, brand, unit, skus[0]!.spec, l3.title),
    onShelf: !rng.chance(0.03),
    salesCount: skus.reduce((sum, s) => sum + s.salesCount, 0),
    minPriceFen,
    defaultSkuId: skus[0]!.id,
    salesAreaCodes,
    sceneIds,
    attrs,
    createdAt: new Date(BASE_TIME - rng.int(0, 365) * DAY_MS - rng.int(0, 86_399) * 1000),
  };
  return { product, skus };
}

/** Yields the catalogue's products in batches of `batchSize`, with their SKUs (ids counted from 1). */
export function* generateCatalogue(
  count: number,
  batchSize: number,
): Generator<{ products: ProductRow[]; skus: SkuRow[] }> {
  const { level3 } = buildCategories();
  const brands = buildBrands();
  const brandsByFirst = new Map<number, BrandRow[]>();
  for (const b of brands)
    for (const c of b.categoryIds) brandsByFirst.set(c, [...(brandsByFirst.get(c) ?? []), b]);
  let nextSkuId = 1;
  for (let from = 1; from <= count; from += batchSize) {
    const products: ProductRow[] = [];
    const skus: SkuRow[] = [];
    for (let id = from; id < Math.min(from + batchSize, count + 1); id++) {
      const generated = generateProduct(id, { level3, brands, brandsByFirst, nextSkuId });
      nextSkuId += generated.skus.length;
      products.push(generated.product);
      skus.push(...generated.skus);
    }
    yield { products, skus };
  }
}
