import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Walks up from this module (source or bundle) to the first folder holding `marker`. */
function findUp(marker: string): string {
  let dir = here;
  for (;;) {
    if (fs.existsSync(path.join(dir, marker))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${marker} above ${here}`);
    dir = parent;
  }
}

/** The server package folder (holds drizzle/), whether running from src/ or dist/. */
export const serverRoot = (): string => findUp('drizzle.config.ts');
/** The repository root (holds the workspace package.json and package-lock.json). */
export const repoRoot = (): string => path.resolve(serverRoot(), '..', '..');
export const migrationsDir = (): string => path.join(serverRoot(), 'drizzle');
export const webDistDir = (): string => path.join(repoRoot(), 'apps', 'web', 'dist');
export const consoleDistDir = (): string => path.join(repoRoot(), 'apps', 'console', 'dist');
