import type { TestApp } from '../build-test-app';

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
};

/** Every operation the app serves, from its OpenAPI document (the route schemas), docs pages left out. */
export function operations(app: TestApp): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: unknown[]; requestBody?: unknown; security?: unknown }>
    >;
  };
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
