import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/** Values no field should choke on: each must be refused with a 4xx or taken as legal, never a 500. */
const HOSTILE: unknown[] = [
  null,
  -1,
  0,
  2 ** 31,
  2 ** 63,
  -(2 ** 63),
  1e308,
  0.5,
  '',
  ' ',
  'a'.repeat(100_000),
  'ab\u0000cd',
  '螺丝刀 screwdriver ねじ 123',
  '🔧🔩⚙️',
  '１２３４５',
  '五',
  '1e9',
  '-3',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  [],
  [1, 'x', null],
  {},
  { $gt: '' },
  true,
];
export const hostile = fc.constantFrom(...HOSTILE);

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** Values that follow the schema (most of the time legal input). */
export function valid(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 5) return fc.constant(undefined);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => valid(a, depth + 1)));
  if (s.allOf?.length) return valid(s.allOf[0], depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  switch (typeOf(s)) {
    case 'integer': {
      const min = Math.max(s.minimum ?? -1_000, -1_000_000);
      return fc.integer({ min, max: Math.max(min, Math.min(s.maximum ?? 1_000, 1_000_000)) });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const maxLength = Math.min(s.maxLength ?? 30, 30);
      const minLength = Math.min(s.minLength ?? 0, maxLength);
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1000));
        } catch {
          return fc.string({ minLength, maxLength });
        }
      }
      if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.string({ unit: 'grapheme', minLength, maxLength }),
      );
    }
    case 'array':
      return fc.array(valid(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (!keys.length) return fc.constant({});
      return fc.record(Object.fromEntries(keys.map((k) => [k, valid(props[k], depth + 1)])), {
        requiredKeys: (s.required ?? []).filter((k) => keys.includes(k)),
      });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** A legal-looking object with one thing wrong: a field dropped, a field hostile, or an unknown field. */
function broken(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = valid(s);
  const keys = Object.keys(s?.properties ?? {});
  if (!keys.length) return fc.oneof(base, hostile);
  return fc
    .tuple(base, fc.constantFrom(...keys), hostile, fc.integer({ min: 0, max: 2 }))
    .map(([v, key, bad, how]) => {
      const obj = { ...(v as Record<string, unknown>) };
      if (how === 0) delete obj[key];
      else if (how === 1) obj[key] = bad;
      else obj['unexpected\u200bField'] = bad;
      return obj;
    });
}

/** What the fuzzer sends as a body or a query: legal, one thing wrong, or something else entirely. */
export function input(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid(s), weight: 2 },
    { arbitrary: broken(s), weight: 3 },
    { arbitrary: hostile, weight: 1 },
  );
}
