/**
 * A failure a caller can act on. `status` is the HTTP status; `code` the body code (defaults to the status,
 * 3110 for maintenance). The message is Chinese and shown to the buyer as is.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    /** Extra detail for the caller (e.g. the per-row report of a refused bulk call); null by default. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = '登录已过期，请重新登录') => new AppError(401, msg);
export const forbidden = (msg = '没有权限执行此操作') => new AppError(403, msg);
export const notFound = (msg: string) => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooMany = (msg: string) => new AppError(429, msg);

/** The 4xx a failure answers with: an AppError's own status or the framework's (413, 415, 429…); else 500. */
export function refusalStatus(err: unknown): number {
  const status = err instanceof AppError ? err.status : (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}
