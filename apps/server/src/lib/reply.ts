import type { z } from 'zod';
import { envelope } from '@mall/shared';

/** Wraps a successful result in the `{code,msg,data}` envelope. */
export function ok<T>(data: T, msg = 'success') {
  return { code: 200, msg, data };
}

/** Response schema map for a route whose data matches `data`; error bodies share one shape. */
export function okSchema<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) };
}

/** The message of a save: 「{noun}已保存」 when the body names an existing record (`id`), else 「{noun}已新增」. */
export function savedText(noun: string, body: { id?: number | null }) {
  return `${noun}${body.id ? '已保存' : '已新增'}`;
}
