// `npm run long-files`: the non-generated source files over 400 lines (style.md: a document splits by
// audience; no source file over 400 lines). Until the splits of issue 44 are done, the files already over are
// listed with their length in scripts/long-files.json: such a file may shrink but not grow, and no other file
// may pass 400 lines. `--write` records the lengths as they are now (only ever shorter ones are worth writing).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LIMIT = 400;
// `--root DIR`: another checkout (the proof test runs it on a scratch repository).
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(import.meta.dirname, '..');
const recordFile = path.join(root, 'scripts/long-files.json');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.(test|spec)\.tsx?$|\.d\.ts$|\/drizzle\//.test(f));
const long = new Map();
for (const file of tracked) {
  if (!fs.existsSync(path.join(root, file))) continue;
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;
  if (lines > LIMIT) long.set(file, lines);
}
const sorted = [...long].sort((a, b) => b[1] - a[1]);
if (process.argv.includes('--write')) {
  fs.writeFileSync(recordFile, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
  console.log(`recorded ${sorted.length} files over ${LIMIT} lines`);
  process.exit(0);
}
const recorded = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
const problems = [];
for (const [file, lines] of sorted) {
  if (recorded[file] === undefined)
    problems.push(`${file}: ${lines} lines, over ${LIMIT} (split it by audience)`);
  else if (lines > recorded[file])
    problems.push(`${file}: ${lines} lines, grew past its recorded ${recorded[file]}`);
}
console.log(`${sorted.length} source files over ${LIMIT} lines (target: none):`);
for (const [file, lines] of sorted) console.log(`  ${String(lines).padStart(5)}  ${file}`);
if (problems.length) {
  console.error(['', ...problems].join('\n'));
  process.exit(1);
}
