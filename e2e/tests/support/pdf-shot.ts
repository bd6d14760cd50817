import { execFileSync } from 'node:child_process';

/**
 * A PDF's first page as a PNG (80 dpi, poppler's pdftoppm: the screenshot runs have poppler-utils, as CI
 * does), written at `pngPath`.
 */
export function pdfPageShot(pdfPath: string, pngPath: string): void {
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-singlefile',
    pdfPath,
    pngPath.replace(/\.png$/, ''),
  ]);
}
