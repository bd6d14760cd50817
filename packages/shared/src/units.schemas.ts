import { z } from 'zod';
import { pageOf } from './envelope';
import { idInput as anyId, inputText, namedPaging } from './schemas/fields';
import { DB_INT_MAX } from './schemas/limits';
import { UNIT_CODES, unitOf, type UnitCode } from './units';
import { count, dbId } from './schemas/scalars';

/*
 * Operator console — typed attributes of a category (参数选型). Under /api/admin/catalogue/attribute/, guarded
 * by CONSOLE_AREAS.catalogue like the rest of catalogue administration; every write is audited.
 *
 *   attribute/list      {categoryId}                  → AdminAttribute[] (the category's own and its ancestors')
 *   attribute/save      AdminAttributeSaveBody        → AdminAttribute; with id → edit; the subtree is reparsed
 *   attribute/delete    {id}                          → null (its typed values go with it)
 *   attribute/reparse   {categoryId}                  → AttributeReparseResult (one transaction)
 *   attribute/unparsed  {categoryId, pageNum, pageSize} → Page<UnparsedAttributeValue>
 *
 * A product takes the attributes defined on its level-three category and on that category's ancestors (the
 * deepest wins when two levels define the same name). Values come from its SKUs' specs (products.attrs is
 * their union), one typed value per SKU and attribute; numbers are in the unit's base unit (see units.ts).
 */

export const ATTRIBUTE_TYPES = ['number', 'range', 'enum', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const ATTRIBUTE_TYPE_LABEL: Record<AttributeType, string> = {
  number: '数值',
  range: '范围',
  enum: '枚举',
  boolean: '是否',
};

export const ATTRIBUTE_MSG = {
  NOT_FOUND: '属性不存在',
  CATEGORY_NOT_FOUND: '商品分类不存在',
  duplicate: (name: string) => `该分类已有同名属性「${name}」`,
  unitNeeded: (type: AttributeType) => `${ATTRIBUTE_TYPE_LABEL[type]}属性必须选择单位`,
  unitRefused: (type: AttributeType) => `${ATTRIBUTE_TYPE_LABEL[type]}属性不能设置单位`,
  unknownUnit: (unit: string) => `不支持的单位「${unit}」，可选：${UNIT_CODES.join('、')}`,
} as const;

const idInput = (label: string) => anyId(label).max(DB_INT_MAX, `${label}不正确`);

export const adminAttribute = z.object({
  id: dbId,
  categoryId: dbId,
  categoryTitle: z.string(),
  /** True when defined on an ancestor of the asked category. */
  inherited: z.boolean(),
  /** The name as products.attrs and the SKU specs carry it (内径, 额定电流 …). */
  name: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  /** Unit code (UNITS) for number and range; '' for enum and boolean. */
  unit: z.string(),
  sort: z.number().int(),
  isFilter: z.boolean(),
});
export type AdminAttribute = z.infer<typeof adminAttribute>;

export const adminAttributeListBody = z.object({ categoryId: idInput('分类编号') });

export const adminAttributeSaveBody = z
  .object({
    /** Omit to create; an edit keeps the attribute's category. */
    id: idInput('属性编号').optional(),
    categoryId: idInput('分类编号'),
    name: inputText('属性名称', 30),
    type: z.enum(ATTRIBUTE_TYPES, {
      error: '属性类型只能是数值（number）、范围（range）、枚举（enum）或是否（boolean）',
    }),
    /** Any spelling unitOf knows ("Nm", "毫米"); stored as its code. */
    unit: z.string().trim().max(10, '单位不能超过 10 个字符').default(''),
    sort: z.coerce.number().int('排序必须是整数').min(0, '排序不能小于 0').max(100000, '排序过大').default(0),
    isFilter: z.boolean().default(true),
  })
  .transform((body, ctx) => {
    const numeric = body.type === 'number' || body.type === 'range';
    if (!numeric) {
      if (body.unit)
        ctx.addIssue({ code: 'custom', path: ['unit'], message: ATTRIBUTE_MSG.unitRefused(body.type) });
      return { ...body, unit: '' };
    }
    if (!body.unit) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: ATTRIBUTE_MSG.unitNeeded(body.type) });
      return z.NEVER;
    }
    const unit = unitOf(body.unit);
    if (!unit) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: ATTRIBUTE_MSG.unknownUnit(body.unit) });
      return z.NEVER;
    }
    return { ...body, unit: unit as UnitCode | '' };
  });
export type AdminAttributeSaveBody = z.input<typeof adminAttributeSaveBody>;

export const attributeReparseResult = z.object({
  /** Products of the category's subtree that were read. */
  products: z.number().int(),
  /** Typed values written (one per SKU and attribute with a value), and how many of them failed to parse. */
  values: count,
  parsed: count,
  unparsed: count,
});
export type AttributeReparseResult = z.infer<typeof attributeReparseResult>;

export const unparsedListBody = z.object({ categoryId: idInput('分类编号'), ...namedPaging(20) });

/** A value an operator has to fix (in the console or the product spreadsheet): one per product, attribute and text. */
export const unparsedAttributeValue = z.object({
  productId: dbId,
  title: z.string(),
  attributeId: dbId,
  attribute: z.string(),
  raw: z.string(),
  reason: z.string(),
  /** SKUs of the product carrying this text. */
  skuCount: count,
});
export type UnparsedAttributeValue = z.infer<typeof unparsedAttributeValue>;
export const unparsedAttributePage = pageOf(unparsedAttributeValue);
export type UnparsedAttributePage = z.infer<typeof unparsedAttributePage>;
