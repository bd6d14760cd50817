/** Every combination of the spec attributes' values, in order (one empty combination without specs). */
export function specCombinations(specs: { name: string; values: string[] }[]): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const spec of specs) {
    if (!spec.name || spec.values.length === 0) continue;
    combos = combos.flatMap((c) => spec.values.map((v) => ({ ...c, [spec.name]: v })));
  }
  return combos;
}

/** A stable key of a SKU's spec values, to keep typed prices when the SKUs are regenerated. */
export function specKey(spec: Record<string, string>): string {
  return Object.keys(spec)
    .sort()
    .map((k) => `${k}=${spec[k]}`)
    .join(';');
}
