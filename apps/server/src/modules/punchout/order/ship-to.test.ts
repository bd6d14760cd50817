import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRegionRows } from '../../catalogue/region';
import { resolveRegionPath } from './ship-to';

// A ShipTo's free text (State, City, Street) names a GB/T 2260 path; the resolver finds it whatever the
// procurement system put in which field, with full or short names.

const rows = loadRegionRows();
const byCode = new Map(rows.map((r) => [r.code, r]));
const hasChild = new Set(rows.map((r) => r.parentCode));
const leaves = rows.filter((r) => !hasChild.has(r.code));
const pathOf = (code: string) => {
  const out = [];
  for (let r = byCode.get(code); r; r = byCode.get(r.parentCode)) out.unshift(r);
  return out;
};
/** Leaves whose names are unambiguous enough for a free-text address (no sibling repeats the name). */
const clear = leaves.filter((leaf) => {
  const path = pathOf(leaf.code);
  return path.every(
    (r, i) =>
      rows.filter((o) => o.parentCode === r.parentCode && o.name.includes(r.name)).length === 1 &&
      (i === 0 || !path[0]!.name.includes(r.name)),
  );
});

describe('resolveRegionPath', () => {
  it('finds the province, city and district a written address names, with the street left over', () => {
    fc.assert(
      fc.property(fc.constantFrom(...clear), fc.boolean(), (leaf, split) => {
        const path = pathOf(leaf.code);
        const names = path.map((r) => r.name);
        const street = `${names.slice(2).join('')}建设路 18 号`;
        const address = split
          ? { state: names[0]!, city: names[1] ?? '', street: names.length > 2 ? street : `建设路 18 号` }
          : { state: '', city: '', street: `${names.join('')}建设路 18 号` };
        const found = resolveRegionPath(address);
        expect(found?.path.map((r) => r.code)).toEqual(path.map((r) => r.code));
        expect(found?.rest).toBe('建设路 18 号');
      }),
      { numRuns: 4000 },
    );
  });

  it('names no path for a place it cannot tell', () => {
    expect(
      resolveRegionPath({ state: 'Springfield', city: 'Springfield', street: '742 Evergreen Terrace' }),
    ).toBeNull();
    expect(resolveRegionPath({ state: '江苏省', city: '', street: '某某路 1 号' })).toBeNull();
  });
});
