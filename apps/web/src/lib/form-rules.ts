import type { FormRule } from 'antd';

/** A field that must hold a value: `message` when it is empty. */
export const requiredRule = (message: string): FormRule => ({ required: true, message });

/** A text that must be filled in: `message` when it is empty or only white space. */
export const filledRule = (message: string): FormRule => ({ required: true, whitespace: true, message });

/** What the contract's zod schemas offer: a parse that names the first problem. */
type Schema = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

/**
 * An antd rule that checks a field with the contract's own schema, so the form says what the server would
 * say (请填写规则名称, 金额格式不正确…). `optional`: an empty value passes.
 */
export function schemaRule(schema: Schema, optional = false): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (optional && (value === undefined || value === null || value === '')) return;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '');
    },
  };
}
