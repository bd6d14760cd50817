import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The largest SKU id a body may name (PostgreSQL's integer). */
const SKU_ID_MAX = 2_147_483_647;
/** How many ids the schema takes; the platform's own 40002 answers more than 100 (buyer-products BATCH_MAX). */
const IDS_MAX = 1000;
/** A province's code (GB/T 2260): 110000 … 820000. */
const PROVINCE = /^[1-8]\d0000$/;

/** A SKU id in a body or a path: a whole number, or its digits. */
export const skuIdField = z.coerce.number({ error: 'SKU 编号应为整数' }).int().positive().max(SKU_ID_MAX);

/** The batch price call's body. */
export const skuIdsBody = z.object({
  skuIds: z
    .array(skuIdField, { error: 'skuIds 应为 SKU 编号的数组' })
    .min(1, '请至少提供一个 SKU 编号')
    .max(IDS_MAX),
});

/** The batch stock call's body: the ids and a province. */
export const skuIdsAreaBody = skuIdsBody.extend({
  areaCode: z.string().regex(PROVINCE, '请填写正确的省份编码（如 330000）'),
});

/**
 * A body the schema takes as it is: an object whose skuIds are 1 to 1,000 whole numbers in range (numbers,
 * not the digit strings the schema also turns into numbers) and, where `area`, whose areaCode is a province.
 * The value is what the schema's parse gives (its other fields dropped); null sends the body to the schema.
 */
export function plainBatchBody(data: unknown, area: boolean): { skuIds: number[]; areaCode?: string } | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { skuIds, areaCode } = data as { skuIds?: unknown; areaCode?: unknown };
  if (!Array.isArray(skuIds) || skuIds.length < 1 || skuIds.length > IDS_MAX) return null;
  for (const id of skuIds as unknown[])
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > SKU_ID_MAX) return null;
  if (!area) return { skuIds: skuIds.slice() as number[] };
  if (typeof areaCode !== 'string' || !PROVINCE.test(areaCode)) return null;
  return { skuIds: skuIds.slice() as number[], areaCode };
}

/**
 * The batch routes' body check (issue 46: 100 SKUs at 32 connections): the usual body of 100 plain ids is
 * taken without the schema's pass over every id (a tenth of a call's time); any other body, well-formed or
 * not, goes to the schema, which answers it as before (coercion, and its Chinese messages for what is wrong).
 * batch-body.test.ts checks that whatever this takes, the schema takes alike with the same value.
 */
export function batchBodyCompiler<S>(area: boolean): FastifySchemaCompiler<S> {
  return (route) => {
    const full = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
    if (route.httpPart !== 'body') return full;
    return (data: unknown) => {
      const value = plainBatchBody(data, area);
      return value ? { value } : full(data);
    };
  };
}
