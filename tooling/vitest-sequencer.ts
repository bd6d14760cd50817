import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest first, one project at a time: Vitest's own order runs the projects one after another by name, so
 * on a fresh clone (no timings cached) the isolation sweeps, the longest files of all, started last and ran
 * alone at the end. Here the sweeps go first, then the server's files, then the other projects, the one with
 * the most time first; within each, the time a file took last run (when Vitest has it cached) or else its
 * size.
 *
 * A project's files stay together: Vitest hands a finished worker the next file only when that file belongs
 * to the same project, and otherwise stops the worker and starts a new one, which loads Node, jsdom, React
 * and antd again (interleaving web and console files by length started about twenty such workers).
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
    const items = files.map((spec) => ({ spec, project: spec.project.name, weight: weight(spec) }));
    const projectWeight = new Map<string, number>();
    for (const { project, weight: w } of items)
      projectWeight.set(project, (projectWeight.get(project) ?? 0) + w);
    const rank = (project: string) => LongestFirst.rank[project] ?? 2;
    const total = (project: string) => projectWeight.get(project) ?? 0;
    return items
      .sort(
        (a, b) =>
          rank(a.project) - rank(b.project) ||
          total(b.project) - total(a.project) ||
          a.project.localeCompare(b.project) ||
          b.weight - a.weight,
      )
      .map(({ spec }) => spec);
  }
}
