import { MOBILE_PATTERN } from '@mall/shared';
import type { Tx } from '../../../db/client';
import { companyOwner } from '../../../lib/company-owner';
import { loadRegionRows } from '../../catalogue/region';
import { findOrAddAddress } from '../../trade/address';
import { CxmlRefusal, type CxmlAddress } from '../cxml';

type Region = { code: string; name: string; parentCode: string };

let children: Map<string, Region[]> | null = null;
function childrenOf(code: string): Region[] {
  if (!children) {
    children = new Map();
    for (const r of loadRegionRows()) {
      const list = children.get(r.parentCode) ?? [];
      list.push(r);
      children.set(r.parentCode, list);
    }
  }
  return children.get(code) ?? [];
}

/** A region's name without its administrative suffix (浙江省 → 浙江, 宁波市 → 宁波), when two characters stay. */
function shortName(name: string): string {
  const short = name.replace(
    /(省|市|自治区|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治州|地区|盟|区|县)$/,
    '',
  );
  return short.length >= 2 ? short : name;
}

/**
 * The province → city → district path a free-text address names (cXML's State, City and Street), walked down
 * the GB/T 2260 tree: at each level the child whose name (or short name) comes first in the text, the longest
 * of those. Null when a level that has children matches none. `rest` is the street without the names it began with.
 */
export function resolveRegionPath(
  address: Pick<CxmlAddress, 'state' | 'city' | 'street'>,
): { path: Region[]; rest: string } | null {
  // Each level's match is taken out of the text, so a district is not found in its city's name (黄山市 → 黄山区).
  let text = `${address.state}${address.city}${address.street}`.replace(/\s+/g, '');
  const path: Region[] = [];
  let parent = '0';
  for (;;) {
    const options = childrenOf(parent);
    if (!options.length) break;
    const found = options
      .flatMap((r) => [r.name, shortName(r.name)].map((n) => ({ r, n })))
      .map((o) => ({ ...o, at: text.indexOf(o.n) }))
      .filter(({ at }) => at >= 0)
      // Written from province down: the name that comes first, the longest of those (宿州市 before 马鞍山).
      .sort((a, b) => a.at - b.at || b.n.length - a.n.length)[0];
    if (!found) return null;
    text = text.replace(found.n, '');
    path.push(found.r);
    parent = found.r.code;
  }
  // The street may repeat the names it starts with, whole or short: take the longest that leads, again.
  const names = path.flatMap((r) => [r.name, shortName(r.name)]).sort((a, b) => b.length - a.length);
  let rest = address.street.trim();
  for (let lead = names.find((n) => rest.startsWith(n)); lead; lead = names.find((n) => rest.startsWith(n)))
    rest = rest.slice(lead.length).trim();
  return { path, rest };
}

const refuse = (zh: string, en: string) => new CxmlRefusal(400, zh, en);

/**
 * The company address an order ships to: a company-shared address (owned by −companyId) with the same contact,
 * mobile, region and street, or a new one. Inside the order's transaction.
 */
export async function shipToAddress(
  tx: Tx,
  companyId: number,
  a: CxmlAddress | null,
): Promise<{ id: number; provinceCode: string }> {
  if (!a) throw refuse('缺少收货地址 ShipTo', 'ShipTo is missing');
  const contactName = (a.deliverTo || a.name).trim().slice(0, 30);
  if (!contactName) throw refuse('ShipTo 缺少收货人（DeliverTo）', 'ShipTo has no DeliverTo');
  const mobile = a.phone.replace(/^(\+?86)/, '');
  if (!MOBILE_PATTERN.test(mobile))
    throw refuse(
      'ShipTo 需要收货人的 11 位手机号（Phone/TelephoneNumber/Number）',
      'ShipTo needs the recipient’s mobile number',
    );
  const resolved = resolveRegionPath(a);
  if (!resolved || resolved.path.length < 2)
    throw refuse(
      `无法识别收货地区：${a.state}${a.city}${a.street}，请写明省、市、区县`,
      'Cannot tell the province, city and district of ShipTo',
    );
  const detail = resolved.rest.slice(0, 120);
  if (!detail) throw refuse('ShipTo 缺少详细地址（Street）', 'ShipTo has no Street');
  const [p, c, d] = resolved.path;
  const values = {
    userId: companyOwner(companyId),
    contactName,
    mobile,
    provinceCode: p!.code,
    provinceName: p!.name,
    cityCode: c!.code,
    cityName: c!.name,
    districtCode: d?.code ?? '',
    districtName: d?.name ?? '',
    detail,
  };
  return { id: await findOrAddAddress(tx, values), provinceCode: values.provinceCode };
}
