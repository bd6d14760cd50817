import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Proves scripts/long-files.mjs (run by CI) fails on a new long file and on a recorded one that grew.
const script = path.resolve(import.meta.dirname, '../scripts/long-files.mjs');
const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

function scratch(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'long-files-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}
const run = (dir: string) => spawnSync(process.execPath, [script, '--root', dir], { encoding: 'utf8' });

describe('long-files', () => {
  it('passes recorded files that did not grow, fails a new file over 400 lines and a recorded one that grew', () => {
    const record = JSON.stringify({ 'apps/a/old.ts': 450 });
    const ok = run(
      scratch({
        'apps/a/old.ts': lines(450),
        'apps/a/small.ts': lines(20),
        'scripts/long-files.json': record,
      }),
    );
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('1 source files over 400 lines');

    const grown = run(scratch({ 'apps/a/old.ts': lines(451), 'scripts/long-files.json': record }));
    expect(grown.status).toBe(1);
    expect(grown.stderr).toContain('apps/a/old.ts: 451 lines, grew past its recorded 450');

    const added = run(
      scratch({
        'apps/a/old.ts': lines(400),
        'packages/b/new.tsx': lines(401),
        'scripts/long-files.json': record,
      }),
    );
    expect(added.status).toBe(1);
    expect(added.stderr).toContain('packages/b/new.tsx: 401 lines, over 400');
    // Tests and generated migrations are not counted.
    const tests = run(
      scratch({
        'apps/a/x.test.ts': lines(900),
        'apps/s/drizzle/0001.ts': lines(900),
        'scripts/long-files.json': '{}',
      }),
    );
    expect(tests.status, tests.stderr).toBe(0);
  });
});
