import type { TestApp } from '../build-test-app';
import { listRoutes } from '../routes';

/** One operation of the OpenAPI document (the one the zod route schemas produce). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  prefixItems?: JsonSchema[];
  $ref?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};
export type Operation = {
  method: string;
  /** OpenAPI form, /api/product/detail/{id}. */
  path: string;
  key: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  body?: JsonSchema;
  bodyType?: string;
  secured: boolean;
  /** The document's shared schemas, for `$ref`s. */
  refs?: Record<string, JsonSchema>;
};

/** Every operation the app serves, from its OpenAPI document (the route schemas), docs pages left out. */
export function operations(app: TestApp): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: unknown[]; requestBody?: unknown; security?: unknown }>
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const refs = doc.components?.schemas ?? {};
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const params: Record<string, JsonSchema> = {};
      const query: Record<string, JsonSchema> = {};
      const requiredQuery: string[] = [];
      for (const p of (op.parameters ?? []) as {
        in: string;
        name: string;
        schema: JsonSchema;
        required?: boolean;
      }[]) {
        if (p.in === 'path') params[p.name] = p.schema;
        if (p.in === 'query') {
          query[p.name] = p.schema;
          if (p.required) requiredQuery.push(p.name);
        }
      }
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      const [bodyType, media] = Object.entries(content ?? {})[0] ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        params,
        query,
        requiredQuery,
        body: media?.schema,
        bodyType,
        secured: Boolean(op.security),
        refs,
      });
    }
  }
  return out;
}

/** The URL of an operation with its path parameters filled in. */
export function urlOf(
  op: Operation,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '1')));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Every field of an operation whose name matches `pattern`, wherever it sits: path, query, and the body's
 * nested objects, array items and union branches (`body.lines[].skuId`, `body.awards[].quoteId`).
 */
function fieldsMatching(op: Operation, pattern: RegExp): string[] {
  const found = new Set<string>();
  const walk = (schema: JsonSchema | undefined, at: string, depth: number) => {
    if (!schema || depth > 12) return;
    if (schema.$ref) walk(op.refs?.[schema.$ref.replace('#/components/schemas/', '')], at, depth + 1);
    for (const [k, v] of Object.entries(schema.properties ?? {})) {
      if (pattern.test(k)) found.add(`${at}.${k}`);
      walk(v, `${at}.${k}`, depth + 1);
    }
    if (schema.items) walk(schema.items, `${at}[]`, depth + 1);
    for (const s of schema.prefixItems ?? []) walk(s, `${at}[]`, depth + 1);
    if (typeof schema.additionalProperties === 'object')
      walk(schema.additionalProperties, `${at}{}`, depth + 1);
    for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(s, at, depth + 1);
  };
  for (const k of Object.keys(op.params)) if (pattern.test(k)) found.add(`params.${k}`);
  for (const [k, v] of Object.entries(op.query)) {
    if (pattern.test(k)) found.add(`query.${k}`);
    walk(v, `query.${k}`, 1);
  }
  walk(op.body, 'body', 0);
  return [...found];
}

/**
 * How a sweep's table of routes stands against the served operations: `missing`, the operations with a field
 * matching `pattern` that the table leaves out (with those fields); `stale`, the table's routes no longer served.
 */
export function tableGaps(ops: Operation[], table: Record<string, unknown>, pattern: RegExp) {
  const missing = ops
    .filter((o) => fieldsMatching(o, pattern).length > 0 && !table[o.key])
    .map((o) => `${o.key} (${fieldsMatching(o, pattern).join(', ')})`);
  const stale = Object.keys(table).filter((k) => !ops.some((o) => o.key === k));
  return { missing, stale };
}

/** A route's key in the OpenAPI form: `GET /api/invoice/pdf/{id}` for Fastify's `/api/invoice/pdf/:id`. */
const keyOf = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

/**
 * The routes Fastify really serves (its route tree) that the OpenAPI document leaves out: hidden with
 * `schema.hide`, or registered without a schema the document picks up. The sweep cannot see their fields,
 * so each must be named in a table with what it is; a new one fails the run.
 */
export function unlistedRoutes(app: TestApp, ops: Operation[]): string[] {
  const listed = new Set(ops.map((o) => o.key));
  return listRoutes(app)
    .map((r) => keyOf(r.method, r.url))
    .filter((k) => !listed.has(k) && !/^\w+ \/api\/docs(\/|$)/.test(k));
}
