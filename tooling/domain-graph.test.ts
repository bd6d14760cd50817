import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/domain-graph.dot (and its SVG) is drawn from the server's imports by scripts/domain-graph.mjs: it must
// match the source, show the floors, and draw an arrow that runs up a floor so that it can't be missed.
const script = path.resolve(import.meta.dirname, '../scripts/domain-graph.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

function scratch(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domain-graph-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('domain graph', () => {
  it('docs/domain-graph.dot is the graph of the source as it is', () => {
    const check = run('--check');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('draws each domain on its floor, a downward import plainly and an upward one red and dashed', () => {
    const modules = 'apps/server/src/modules';
    const dir = scratch({
      [`${modules}/trade/order/order.service.ts`]: "import { skus } from '../../catalogue/catalogue';\n",
      [`${modules}/trade/order/order.test.ts`]: "import { x } from '../../marketplace/shop';\n",
      [`${modules}/catalogue/comment/comment.service.ts`]:
        "import { orders } from '../../trade/order';\nimport { a } from '../../trade/order/x';\n",
      [`${modules}/platform/audit/audit.ts`]: 'export const a = 1;\n',
    });
    const dot = run('--root', dir, '--print').stdout;
    expect(dot).toMatch(/subgraph floor4 \{ rank=same;[^}]*"trade";/);
    expect(dot).toMatch(/subgraph floor3 \{ rank=same;[^}]*"catalogue";/);
    expect(dot).toContain('"trade" -> "catalogue" [label="1"];');
    expect(dot).toMatch(/"catalogue" -> "trade" \[label="2", color="#d4380d".*style=dashed/);
    // Tests compose across domains: they draw no arrow.
    expect(dot).not.toContain('"trade" -> "marketplace"');
    // A domain of the order without a folder yet is drawn as planned.
    expect(dot).toMatch(/"fulfilment" \[style="rounded,dashed".*\(planned\)/);
  });
});
