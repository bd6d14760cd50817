import { z } from 'zod';
import { openPageQuery } from '@mall/shared';

export { openPageQuery };

/** One page of `item`s; `more`: a next page exists. */
export const openPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    more: z.boolean(),
  });

/** An id in a path. */
export const openIdParams = (label: string) =>
  z.object({
    id: z.coerce
      .number({ error: `${label}编号应为整数` })
      .int(`${label}编号应为整数`)
      .positive(`${label}编号应为正整数`)
      .max(Number.MAX_SAFE_INTEGER, `${label}编号过大`),
  });

/** A code and its Chinese text, as the API answers them: `status` (a number) and `statusText`. */
export const withText = <K extends string>(key: K) =>
  ({ [key]: z.number().int(), [`${key}Text`]: z.string() }) as Record<K, z.ZodNumber> &
    Record<`${K}Text`, z.ZodString>;
