/**
 * Whether a database error is a unique violation (SQLSTATE 23505), of the named constraint when one is given.
 * Drizzle wraps the driver's error, so the code and constraint may sit on its `cause`.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  type PgError = { code?: string; constraint?: string };
  const e = err as (PgError & { cause?: PgError }) | null | undefined;
  if (e?.code !== '23505' && e?.cause?.code !== '23505') return false;
  return !constraint || (e?.constraint ?? e?.cause?.constraint ?? '') === constraint;
}
