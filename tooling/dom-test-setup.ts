import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// The web and console component tests: `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s.
// An antd form's validation message took longer than 1 s in a CI run whose host also ran the server's tests
// and a seed (2026-12-03, apply-red-form.test.tsx); a message that never comes still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });

/**
 * The web and console suites run with `isolate: false`: a worker loads antd, React and the rest of
 * node_modules once, not once per test file (importing them was half of these suites' time). This
 * repository's own modules and every mock start afresh in each file, as Vitest does for an isolated file
 * (its `resetModules` and mocker reset, limited here to modules outside node_modules): a file's `vi.mock`
 * reaches every module it imports, and no file sees another file's mocks or module state.
 */
type ModuleNode = { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> };
type Worker = { evaluatedModules: { idToModuleMap: Map<string, ModuleNode> } };
const worker = (globalThis as { __vitest_worker__?: Worker }).__vitest_worker__;
const mocker = (globalThis as { __vitest_mocker__?: { reset(): void } }).__vitest_mocker__;
if (!worker?.evaluatedModules || !mocker)
  throw new Error('Vitest internals moved: see tooling/dom-test-setup.ts');
mocker.reset();
for (const [id, node] of worker.evaluatedModules.idToModuleMap) {
  if (/\/node_modules\//.test(id) && !id.startsWith('mock:')) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
}

/**
 * A module a file started loading (`React.lazy`, a dynamic `import()`: the storefront's lazily loaded antd
 * parts) may still be on its way when the file's last test ends. Its load then asked for the next module after
 * the file's jsdom was torn down, and Vitest reported an unhandled EnvironmentTeardownError against whichever
 * file ran next (the fresh-clone CI run of 643fb14: range-filters' lazy antd Empty). Each file waits here for
 * the loads it left in flight.
 */
afterAll(async () => {
  for (let round = 0; round < 5; round++) {
    const loading = [...worker.evaluatedModules.idToModuleMap.values()]
      .filter((node) => node.promise && !node.evaluated)
      .map((node) => node.promise);
    if (loading.length === 0) return;
    await Promise.allSettled(loading);
  }
});
