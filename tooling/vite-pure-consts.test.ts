import { describe, expect, it } from 'vitest';
import { wrapPureConsts } from './vite-pure-consts';

describe('wrapPureConsts', () => {
  it('wraps top-level const initialisers that call something, exported or not', () => {
    const code = [
      "import { z } from 'zod';",
      'const id = z.number().int();',
      'export const body = z.object({ id }).refine((b) => b.id > 0, "x");',
      'export const MSG = { A: "a" };',
      'export const LIMIT = 5;',
      'export const pick = (v) => v;',
      'export function f() { const inner = z.string(); return inner; }',
    ].join('\n');
    const out = wrapPureConsts(code);
    expect(out).toContain('const id = /* @__PURE__ */ (() => (z.number().int()))();');
    expect(out).toContain(
      'export const body = /* @__PURE__ */ (() => (z.object({ id }).refine((b) => b.id > 0, "x")))();',
    );
    // Nothing to gain: literals, arrows and anything inside functions stay as written.
    expect(out).toContain('export const MSG = { A: "a" };');
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain('export const pick = (v) => v;');
    expect(out).toContain('const inner = z.string();');
  });

  it('evaluates to the same values', () => {
    const code = 'const base = [1, 2].map((n) => n * 2);\nconst total = base.reduce((a, b) => a + b, 0);';
    const run = (src: string) => new Function(`${src}\nreturn [base, total];`)() as unknown;
    expect(run(wrapPureConsts(code))).toEqual(run(code));
    expect(wrapPureConsts(code)).not.toBe(code);
  });

  it('returns code without such consts unchanged', () => {
    const code = 'export const A = 1;\nlet b = f();\n';
    expect(wrapPureConsts(code)).toBe(code);
  });
});
