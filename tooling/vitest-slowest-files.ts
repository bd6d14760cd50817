import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the ten slowest test files after a run (set-up, import and tests), and each project's sums, so the
 * run itself shows where its time goes: the first place to look when `npm test` grows past its five-minute budget.
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
    const projects = new Map<string, { files: number; env: number; imports: number; tests: number }>();
    for (const m of modules) {
      const d = m.diagnostic();
      const p = projects.get(m.project.name) ?? { files: 0, env: 0, imports: 0, tests: 0 };
      p.files += 1;
      p.env += d.environmentSetupDuration;
      p.imports += d.prepareDuration + d.collectDuration;
      p.tests += d.duration;
      projects.set(m.project.name, p);
    }
    const byProject = [...projects]
      .sort((a, b) => b[1].env + b[1].imports + b[1].tests - (a[1].env + a[1].imports + a[1].tests))
      .map(
        ([name, p]) =>
          `  ${name.padEnd(11)} ${String(p.files).padStart(4)} files  environment ${s(p.env).padStart(8)}  import ${s(p.imports).padStart(8)}  tests ${s(p.tests).padStart(8)}`,
      );
    process.stdout.write(`Per project (summed over workers):\n${byProject.join('\n')}\n`);
  }
}
