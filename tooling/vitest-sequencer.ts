import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest first, across projects: Vitest's own order runs the projects one after another by name, so on a
 * fresh clone (no timings cached) the isolation sweeps, the longest files of all, started last and ran alone
 * at the end. Here the sweeps go first, then the server's files, then the rest; within each, the time a
 * file took last run (when Vitest has it cached) or else its size.
 */
export default class LongestFirst extends BaseSequencer {
  private static readonly rank: Record<string, number> = { sweep: 0, server: 1 };

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const weight = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const duration = cache.getFileTestResults(key)?.duration;
      if (duration !== undefined) return duration;
      try {
        return statSync(spec.moduleId).size; // bytes stand in for milliseconds on a first run
      } catch {
        return 0;
      }
    };
    const rank = (spec: TestSpecification) => LongestFirst.rank[spec.project.name] ?? 2;
    return [...files]
      .map((spec) => ({ spec, rank: rank(spec), weight: weight(spec) }))
      .sort((a, b) => a.rank - b.rank || b.weight - a.weight)
      .map(({ spec }) => spec);
  }
}
