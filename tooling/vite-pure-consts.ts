import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  kind?: string;
  declarations?: Declarator[];
  declaration?: Statement | null;
}

/** Initialisers that cannot run code (nothing to gain from wrapping them). */
const INERT = new Set([
  'Literal',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'Identifier',
  'TemplateLiteral',
]);

/**
 * Wraps the initialiser of every top-level `const` of a module that calls something in a call the bundler
 * may drop: `export const a = z.object({…}).extend({…})` becomes
 * `export const a = /* @__PURE__ *\/ (() => z.object({…}).extend({…}))()`. Returns the code unchanged when
 * there is nothing to wrap.
 *
 * Why: the contract package (`@mall/shared`) keeps its constants (messages, codes, limits) in the same modules
 * as its zod schemas. A bundler must assume `z.object(…)` and every `.min()` after it can have side effects,
 * so importing one message keeps every schema of its module — and zod itself — in the bundle. Declaring
 * these definitions pure lets unused schemas go; it is safe for modules whose top-level consts only build
 * values (schemas, tables, regular expressions), never register or mutate anything global.
 */
export function wrapPureConsts(code: string): string {
  const program = parseAst(code, { lang: 'js' }) as unknown as { body: Statement[] };
  const edits: { at: number; text: string }[] = [];
  for (const statement of program.body) {
    const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!decl || decl.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
    for (const d of decl.declarations ?? []) {
      if (!d.init || INERT.has(d.init.type)) continue;
      const text = code.slice(d.init.start, d.init.end);
      if (!text.includes('(')) continue;
      edits.push({ at: d.init.start, text: '/* @__PURE__ */ (() => (' }, { at: d.init.end, text: '))()' });
    }
  }
  if (edits.length === 0) return code;
  let out = code;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/**
 * Build-only plugin: applies {@link wrapPureConsts} to the modules whose id matches `include` (after
 * TypeScript is stripped), so the bundle keeps only the definitions something uses.
 */
export function pureConsts(include: RegExp): Plugin {
  return {
    name: 'mall:pure-consts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!include.test(id)) return null;
      const out = wrapPureConsts(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
