/**
 * A plain snapshot of a record for the audit log: the named fields only (so bulky or secret columns —
 * PDFs, password hashes — never land in the log).
 */
export function snapshot<T extends object, K extends keyof T>(row: T | null | undefined, keys: readonly K[]) {
  if (!row) return null;
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) out[k] = row[k];
  return out as Pick<T, K>;
}
