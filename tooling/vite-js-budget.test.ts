import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { jsBudget, routeWeights, type BudgetChunk } from './vite-js-budget';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-js-budget-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Text that gzip cannot shrink much: a page of pseudo-random digits. */
const noise = (n: number, seed: number) => {
  let x = seed;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String(x % 10);
  }
  return out;
};

describe('routeWeights', () => {
  const chunk = (fileName: string, code: string, more: Partial<BudgetChunk> = {}): BudgetChunk => ({
    fileName,
    code,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    ...more,
  });

  it('counts the entry, its static imports and the page with its own, not what loads later', () => {
    const chunks = [
      chunk('index.js', noise(4000, 1), { isEntry: true, imports: ['vendor.js'] }),
      chunk('vendor.js', noise(8000, 2)),
      chunk('home.js', noise(2000, 3), {
        facadeModuleId: '/app/routes/home/index.tsx',
        imports: ['vendor.js'],
      }),
      chunk('popup.js', noise(50_000, 4), { facadeModuleId: '/app/popup.tsx' }),
    ];
    const [home] = routeWeights(chunks, { home: /routes\/home\/index\.tsx$/ });
    expect(home!.files).toEqual(['home.js', 'index.js', 'vendor.js']);
    // Each file once, gzipped: about half of the 14,000 digits.
    expect(home!.gzipBytes).toBeGreaterThan(5000);
    expect(home!.gzipBytes).toBeLessThan(9000);
  });

  it('names a page it cannot find', () => {
    expect(() =>
      routeWeights([chunk('index.js', 'x', { isEntry: true })], { search: /routes\/search/ }),
    ).toThrow(/no chunk for the search page/);
  });
});

describe('jsBudget (vite build)', () => {
  // A tiny app: the entry, a page loaded on demand and a heavy module only a popup of that page uses.
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/src/main.js"></script>');
  fs.writeFileSync(
    path.join(dir, 'src', 'main.js'),
    `export const shell = ${JSON.stringify(noise(6000, 5))};\nimport('./page.js').then((m) => m.show());\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'src', 'page.js'),
    `export const text = ${JSON.stringify(noise(3000, 6))};\n` +
      `export function show() { document.body.onclick = () => import('./popup.js'); return text; }\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'src', 'popup.js'),
    `export const big = ${JSON.stringify(noise(60_000, 7))};\n`,
  );

  const run = (limitKB: number) =>
    build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      build: { outDir: path.join(dir, `dist-${limitKB}`), minify: false },
      plugins: [jsBudget({ limitKB, routes: { page: /[\\/]src[\\/]page\.js$/ } })],
    });

  it('passes a page under its budget (the popup loaded later does not count)', async () => {
    await expect(run(10)).resolves.toBeDefined();
  });

  it('fails the build when the page needs more than the budget', async () => {
    await expect(run(3)).rejects.toThrow(/JavaScript budget exceeded.*page \d+\.\d KB/);
  });
});
