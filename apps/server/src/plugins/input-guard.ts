import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

export const NUL_MSG = '请求内容含有不允许的空字符';

/** Whether a parsed body, query or params value holds a NUL character anywhere (PostgreSQL text cannot). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  // Parsed JSON, form and query objects; streams and buffers (uploads) are not text fields.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * One guard for every string a caller sends: a NUL character (which PostgreSQL refuses in text, and which
 * no form needs) is answered with a Chinese 400 before validation, on every route.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      throw new AppError(400, NUL_MSG);
  });
}
