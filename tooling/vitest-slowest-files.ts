import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the ten slowest test files after a run (set-up, import and tests), so the run itself shows where
 * its time goes: the first place to look when `npm test` grows past its five-minute budget.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        const total = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.duration;
        return { file: `${m.project.name}: ${m.relativeModuleId}`, total, tests: d.duration };
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, 10);
    if (rows.length === 0) return;
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = rows.map((r) => `  ${s(r.total).padStart(8)}  (tests ${s(r.tests)})  ${r.file}`);
    process.stdout.write(`\nSlowest test files (import + set-up + tests):\n${lines.join('\n')}\n`);
  }
}
