import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

// src/schema.d.ts is what `npm run generate` makes of openapi.json (itself the server's /open/docs/json,
// checked by the server's open-docs.test.ts): neither may drift.
const root = path.resolve(import.meta.dirname, '..');

describe('generated types', () => {
  it('src/schema.d.ts is openapi-typescript’s output for openapi.json', async () => {
    const spec = JSON.parse(fs.readFileSync(path.join(root, 'openapi.json'), 'utf8'));
    const generated = astToString(await openapiTS(spec));
    const committed = fs.readFileSync(path.join(root, 'src/schema.d.ts'), 'utf8');
    const body = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
    expect(body(committed)).toBe(body(generated));
  });
});
