import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchBodyCompiler, plainBatchBody, skuIdsAreaBody, skuIdsBody } from './batch-body';

/** Ids as callers send them, in range and out of it, and things that are not ids. */
const idLike = fc.oneof(
  fc.integer({ min: 1, max: 2_147_483_647 }),
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(2_147_483_648, 1.5, Number.NaN, Infinity, -0, '12', ' 7', '', null, true, {}),
  fc.double(),
  fc.string({ maxLength: 4 }),
);
const province = fc.oneof(
  fc.integer({ min: 11, max: 82 }).map((p) => `${p}0000`),
  fc.constantFrom('zj', '000000', '9100000', '330001', 330000, undefined),
);
const body = fc.oneof(
  fc.record(
    {
      skuIds: fc.oneof(
        fc.array(idLike, { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 990, maxLength: 1010 }),
        idLike,
      ),
      areaCode: province,
      other: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
/** A body every caller's ERP sends: 1 to 100 ids as numbers, a province. */
const plain = fc.record({
  skuIds: fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 1, maxLength: 100 }),
  areaCode: fc.integer({ min: 11, max: 82 }).map((p) => `${p}0000`),
});

describe('the batch calls’ body check', () => {
  it('takes a body past the schema only when the schema takes it alike, with the same value', () => {
    for (const [area, schema] of [
      [false, skuIdsBody],
      [true, skuIdsAreaBody],
    ] as const)
      fc.assert(
        fc.property(body, (data) => {
          const fast = plainBatchBody(data, area);
          if (!fast) return;
          const parsed = schema.safeParse(data);
          expect(parsed.success).toBe(true);
          expect(fast).toEqual(parsed.data);
        }),
        { numRuns: 2000 },
      );
  });

  it('takes the usual body without the schema, and gives the schema every other', () => {
    fc.assert(
      fc.property(plain, (data) => {
        expect(plainBatchBody(data, true)).toEqual(data);
        expect(plainBatchBody(data, false)).toEqual({ skuIds: data.skuIds });
      }),
    );
    const check = batchBodyCompiler(true)({
      schema: skuIdsAreaBody,
      method: 'POST',
      url: '/open/v1/stock/query',
      httpPart: 'body',
    });
    // Digits are ids to the schema; a wrong id or province gets its Chinese message.
    expect(check({ skuIds: ['12', 7], areaCode: '330000' })).toEqual({
      value: { skuIds: [12, 7], areaCode: '330000' },
    });
    expect(JSON.stringify(check({ skuIds: ['x'], areaCode: '330000' }))).toContain('SKU 编号应为整数');
    expect(JSON.stringify(check({ skuIds: [1], areaCode: 'zj' }))).toContain('请填写正确的省份编码');
    expect(JSON.stringify(check({ skuIds: [], areaCode: '330000' }))).toContain('请至少提供一个 SKU 编号');
  });
});
