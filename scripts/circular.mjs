// `npm run circular`: madge over every app's and package's source; fails on any import circle, and on any
// import madge could not resolve (an unresolved alias would hide a circle). CI runs it after lint.
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');
const trees = [
  { dir: 'apps/server/src' },
  { dir: 'apps/web/src', alias: 'apps/web' },
  { dir: 'apps/console/src', alias: 'apps/console' },
  { dir: 'packages/shared/src' },
  { dir: 'packages/client-kit/src' },
];

let failed = false;
for (const { dir, alias } of trees) {
  const compilerOptions = {
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    ...(alias ? { baseUrl: path.join(root, alias), paths: { '@/*': ['src/*'] } } : {}),
  };
  const result = await madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.d\.ts$/],
    tsConfig: { compilerOptions },
  });
  const circles = result.circular();
  // Style sheets and images are not code; anything else madge skipped is an import it failed to resolve.
  const skipped = result.warnings().skipped.filter((f) => !/\.(css|svg|png|jpe?g|woff2?)(\?.*)?$/.test(f));
  const files = Object.keys(result.obj()).length;
  console.log(`${dir}: ${files} files, ${circles.length} circles, ${skipped.length} unresolved`);
  for (const circle of circles) console.log(`  circle: ${circle.join(' > ')}`);
  for (const file of skipped) console.log(`  unresolved: ${file}`);
  if (circles.length || skipped.length) failed = true;
}
process.exit(failed ? 1 : 0);
