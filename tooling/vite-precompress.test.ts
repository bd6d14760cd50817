import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './vite-precompress';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (run by both apps after vite build)', () => {
  it('writes .br and .gz beside large text files, which decompress to the original', async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = `export const a = [${'"螺丝刀", '.repeat(2000)}];\n`;
    const css = `.a{${'color:red;'.repeat(500)}}`;
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), css);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-abc.js'), 'export{}');
    fs.writeFileSync(path.join(dir, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 1));
    const done = await precompressDir(dir);
    expect(done.map((f) => path.relative(dir, f))).toEqual([
      path.join('assets', 'index-abc.css'),
      path.join('assets', 'index-abc.js'),
    ]);
    const file = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size);
    // Too small to gain, or not text: left alone.
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'logo-abc.png.gz'))).toBe(false);
  });
});
