import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, docFiles, headingSlugs } from './docs-links';

// The README is what a newcomer reads first: short, and every link in it and in docs/ leads somewhere.

const root = path.resolve(import.meta.dirname, '..');
const README_MAX_LINES = 200;

const show = (broken: ReturnType<typeof brokenLinks>) =>
  broken.map((b) => `${b.file}:${b.line} (${b.target}): ${b.reason}`);

describe('README and docs/', () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lineCount = fs.readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lineCount, 'move detail into a page under docs/ and link it').toBeLessThanOrEqual(
      README_MAX_LINES,
    );
  });

  it('every relative link in README.md and docs/**/*.md resolves, anchors included', () => {
    const files = docFiles(root);
    expect(files).toContain('docs/benchmarks.md');
    expect(show(brokenLinks(root, files))).toEqual([]);
  });

  it('README links to the pages under docs/', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const page of ['testing', 'configuration', 'benchmarks', 'security', 'reliability', 'operations'])
      expect(readme).toContain(`(docs/${page}.md`);
  });
});

describe('the link checker', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-docs-links-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'docs/decisions'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'docs/guide.md'),
    '# Guide\n\n## Run `npm test` on 2 cores\n\n## 演示数据 (demo)\n\n## Again\n\n## Again\n\n```md\n[in a fence](missing.md)\n```\n',
  );
  fs.writeFileSync(
    path.join(dir, 'README.md'),
    [
      '# Shop',
      '[guide](docs/guide.md) [run](docs/guide.md#run-npm-test-on-2-cores) [数据](docs/guide.md#演示数据-demo)',
      '[second](docs/guide.md#again-1) [folder](docs/decisions/) [site](https://example.com/x.md) [self](#shop)',
      '`[in code](missing.md)`',
      '[gone](docs/gone.md) [bad anchor](docs/guide.md#nowhere) [third](docs/guide.md#again-2) [abs](/docs/guide.md)',
      '[ref]: docs/also-gone.md',
      '',
    ].join('\n'),
  );

  it('names the broken links and nothing else', () => {
    expect(show(brokenLinks(dir, docFiles(dir)))).toEqual([
      'README.md:5 (docs/gone.md): no such file: docs/gone.md',
      'README.md:5 (docs/guide.md#nowhere): no heading #nowhere in docs/guide.md',
      'README.md:5 (docs/guide.md#again-2): no heading #again-2 in docs/guide.md',
      'README.md:5 (/docs/guide.md): absolute path: use a path relative to the file',
      'README.md:6 (docs/also-gone.md): no such file: docs/also-gone.md',
    ]);
  });

  it('makes GitHub-style heading slugs', () => {
    expect([...headingSlugs('# A, b & C!\n## Run `npm test`\n## A, b & C!\n')]).toEqual([
      'a-b--c',
      'run-npm-test',
      'a-b--c-1',
    ]);
  });
});
