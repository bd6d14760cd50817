import { z } from 'zod';
import { inputText } from './fields';
import { DB_INT_MAX } from './limits';
import { dbId } from './scalars';

/*
 * Wire contract of delivery addresses. Every call needs a buyer token and sees only the buyer's own
 * addresses; a foreign or unknown id answers HTTP 404 地址不存在.
 *
 *   GET  /api/address/list                 → Address[] (default first, then newest)
 *   POST /api/address/add      AddressInput → Address
 *   POST /api/address/edit     AddressInput & {id} → Address
 *   POST /api/address/delete   {id}         → null
 *   POST /api/address/setDefault {id}       → null
 *
 * Region codes are GB/T 2260 codes of the regions table (POST /api/global/getSysRegion cascader data): the
 * path the cascader chose, province → city → district, each a child of the one before and the last one a leaf.
 * Municipalities (北京 …) and a few cities (东莞 …) have one level less: then the path stops early and the
 * unused codes are '' (e.g. 110000 / 110101 东城区 / ''). Otherwise 400 请选择完整的省市区. Names are filled by
 * the server from the codes. A buyer keeps at most ADDRESS_LIMIT addresses; the first one becomes the default.
 */

export const ADDRESS_LIMIT = 20;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

const regionCode = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(/^\d{6}$/, `请选择${label}`);

export const addressInput = z.object({
  contactName: inputText('收货人', 30),
  mobile: z.string({ error: '请输入手机号!' }).trim().regex(MOBILE_PATTERN, '手机号格式不正确'),
  provinceCode: regionCode('省份'),
  cityCode: regionCode('城市'),
  districtCode: z
    .string()
    .regex(/^(\d{6})?$/, '请选择区县')
    .optional()
    .default(''),
  detail: inputText('详细地址', 120, 2),
  /** Yes/no flag 1/0. */
  isDefault: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressIdBody = z.object({
  id: z.coerce.number().int().min(1, '地址编号不正确').max(DB_INT_MAX, '地址编号不正确'),
});
export const addressEditBody = addressInput.extend(addressIdBody.shape);
export type AddressEditBody = z.input<typeof addressEditBody>;

/** One level of the region path as stored: `region('city')` is `cityCode` and `cityName` ('' when unused). */
type RegionFields<K extends string> = Record<`${K}Code` | `${K}Name`, z.ZodString>;
const region = <K extends string>(level: K) =>
  ({ [`${level}Code`]: z.string(), [`${level}Name`]: z.string() }) as RegionFields<K>;

export const address = z.object({
  id: dbId,
  contactName: z.string(),
  mobile: z.string(),
  ...region('province'),
  ...region('city'),
  ...region('district'),
  detail: z.string(),
  /** province + city + district + detail, ready to show. */
  fullAddress: z.string(),
  isDefault: z.union([z.literal(0), z.literal(1)]),
  /** A company address shared with its members (chosen, not edited, here; 管理员 and 财务 manage it). */
  shared: z.boolean().optional(),
});
export type Address = z.infer<typeof address>;
