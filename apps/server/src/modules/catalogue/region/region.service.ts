import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_AREA_ID, DEFAULT_AREA_TITLE, type Area, type Region } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { cached } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { loadRegionRows, provinceRows } from './region.data';
import { regions } from './region.table';

const AREAS_TTL_MS = 60_000;
const provinceByCode = new Map(provinceRows().map((r) => [r.code, r]));

/**
 * Normalises a sales-area code: '0000' stays; a city or district code becomes its province; an unknown
 * province is refused (400), so caches only ever hold the 35 real areas.
 */
export function resolveAreaCode(code: string): string {
  if (code === DEFAULT_AREA_ID) return code;
  const province = `${code.slice(0, 2)}0000`;
  if (!provinceByCode.has(province)) throw badRequest('销售区域不存在');
  return province;
}

/**
 * The warehouse a buyer in `areaCode` buys from: the province's own stock when the SKU has one there, else the
 * national stock ('0000'). The SQL reads `coalesce(area row, skus.stock)` with this code.
 */
export function stockAreaOf(areaCode: string): string {
  return areaCode === '0000' ? areaCode : `${areaCode.slice(0, 2)}0000`;
}

/**
 * Days to deliver goods in stock to a buyer in `areaCode`: 1 from the province's own warehouse; from the
 * national one, 2 to the east (codes 1x–3x), 3 to the centre and south (4x) and to 全国 ('0000'), 4 to the
 * south-west (5x) and 5 to the north-west and beyond (6x–8x). The product page and the open API say the same.
 */
export function deliveryDays(areaCode: string, fromAreaWarehouse: boolean): number {
  if (fromAreaWarehouse) return 1;
  if (areaCode === DEFAULT_AREA_ID) return 3;
  const prefix = Number(areaCode.slice(0, 2));
  return prefix >= 60 ? 5 : prefix >= 50 ? 4 : prefix >= 40 ? 3 : 2;
}

const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

/** A province's full name (浙江省) by its GB/T 2260 code; undefined for anything else. */
export function provinceName(code: string): string | undefined {
  return provinceByCode.get(code)?.name;
}

/** The name without its administrative suffix: 浙江省 → 浙江, 广西壮族自治区 → 广西. */
export function provinceShortName(name: string): string {
  return name.replace(PROVINCE_SUFFIX, '');
}

/** The warehouse a stock area names: 全国仓 for '0000', else the province's short name, e.g. 浙江仓. */
export function warehouseName(stockAreaCode: string): string {
  if (stockAreaCode === DEFAULT_AREA_ID) return '全国仓';
  const name = provinceName(stockAreaCode);
  return `${name ? provinceShortName(name) : stockAreaCode}仓`;
}

/** Sales areas, administrative regions and the default area. */
export class RegionService {
  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
    private readonly getSetting: <T>(key: string, fallback: T) => Promise<T>,
  ) {}

  /** 0000 全国 plus every province; hasSpu is true exactly where an on-shelf product is sold. */
  getAreaList(): Promise<Area[]> {
    return cached(this.store, 'region:areas', AREAS_TTL_MS, async () => {
      const provinces = provinceRows();
      const rows = await queryRows<{ code: string; has: boolean }>(
        this.db,
        sql`select code, exists(
              select 1 from products p where p.on_shelf and p.sales_area_codes &&
                case when code = '0000' then p.sales_area_codes
                     when left(code, 2)::int < 71 then array['0000', code]::text[]
                     else array[code]::text[] end) as has
            from unnest(${sql.param([DEFAULT_AREA_ID, ...provinces.map((p) => p.code)])}::text[]) as code`,
      );
      const has = new Map(rows.map((r) => [r.code, r.has]));
      return [
        { sysNo: DEFAULT_AREA_ID, title: DEFAULT_AREA_TITLE, hasSpu: has.get(DEFAULT_AREA_ID) ?? false },
        ...provinces.map((p) => ({ sysNo: p.code, title: p.name, hasSpu: has.get(p.code) ?? false })),
      ];
    });
  }

  /** Children of a region for address cascaders; '0' gives the provinces. */
  async getChildren(parentCode: string): Promise<Region[]> {
    if (parentCode !== '0' && !loadRegionRows().some((r) => r.code === parentCode))
      throw notFound('地区不存在');
    const rows = await this.db
      .select({ code: regions.code, name: regions.name, level: regions.level })
      .from(regions)
      .where(eq(regions.parentCode, parentCode))
      .orderBy(asc(regions.sort), asc(regions.code));
    const parents = new Set(loadRegionRows().map((r) => r.parentCode));
    return rows.map((r) => ({ code: r.code, name: r.name, leaf: !parents.has(r.code) }));
  }

  /**
   * The default sales area: the operator-configured setting `defaultArea` ({sysNo: province code}) when
   * it names a known province, otherwise 0000 全国 (no IP geolocation: the platform has no such data).
   */
  async getDefaultArea(): Promise<{ sysNo: string; title: string }> {
    const configured = await this.getSetting<{ sysNo?: unknown } | null>('defaultArea', null);
    const code = configured && typeof configured === 'object' ? String(configured.sysNo ?? '') : '';
    const province = provinceByCode.get(code);
    return province
      ? { sysNo: province.code, title: province.name }
      : { sysNo: DEFAULT_AREA_ID, title: DEFAULT_AREA_TITLE };
  }
}
