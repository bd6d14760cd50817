import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** The slow steps of one place (the journey's file, the step's file and line, its title). */
type Slow = { count: number; ms: number; maxMs: number; title: string; where: string; journey: string };

const SLOW_STEP_MS = 1000;
const SHOWN = 20;

const rel = (file: string): string => path.relative(path.join(import.meta.dirname, '..'), file);
const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const timed = (step: TestStep): boolean => step.category === 'pw:api' || step.category === 'expect';

/** Whether the step runs inside an action or assertion (a click inside `toPass`): its time is counted there. */
function insideTimed(step: TestStep): boolean {
  for (let up = step.parent; up; up = up.parent) if (timed(up)) return true;
  return false;
}

/**
 * Prints, after the journeys, the files that took longest (summed over their journeys and retries) and the
 * places whose actions and assertions waited longest (each over a second, summed by the journey's file and
 * the step's file and line; a step inside another, such as a click retried by `toPass`, counts once, in the
 * outer one): the first place to look when the journeys grow past their share of CI's twelve
 * minutes (issue 43). A click that waits seconds for an element to be stable, or an assertion that passes
 * only near its timeout, shows here by name.
 */
export default class SlowestJourneys implements Reporter {
  private readonly files = new Map<string, { ms: number; journeys: number }>();
  private readonly steps = new Map<string, Slow>();

  printsToStdio(): boolean {
    return true;
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (!timed(step) || insideTimed(step)) return;
    if (step.duration < SLOW_STEP_MS || !step.location) return;
    const where = `${rel(step.location.file)}:${step.location.line}`;
    const journey = rel(test.location.file);
    const key = `${journey} ${where} ${step.title}`;
    const row = this.steps.get(key) ?? { count: 0, ms: 0, maxMs: 0, title: step.title, where, journey };
    row.count += 1;
    row.ms += step.duration;
    row.maxMs = Math.max(row.maxMs, step.duration);
    this.steps.set(key, row);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = rel(test.location.file);
    const row = this.files.get(file) ?? { ms: 0, journeys: 0 };
    row.ms += result.duration;
    row.journeys += result.retry === 0 ? 1 : 0;
    this.files.set(file, row);
  }

  onEnd(_result: FullResult): void {
    if (this.files.size === 0) return;
    const total = [...this.files.values()].reduce((sum, f) => sum + f.ms, 0);
    const files = [...this.files]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, SHOWN)
      .map(([file, f]) => `  ${s(f.ms).padStart(8)}  ${String(f.journeys).padStart(3)} journeys  ${file}`);
    const slow = [...this.steps.values()];
    const steps = slow
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN)
      .map(
        (st) =>
          `  ${s(st.ms).padStart(8)}  ${String(st.count).padStart(3)}× (max ${s(st.maxMs)})  ${st.where}` +
          `${st.where.startsWith(st.journey) ? '' : ` (${st.journey})`}  ${st.title.slice(0, 60)}`,
      );
    const count = slow.reduce((sum, st) => sum + st.count, 0);
    const waited = slow.reduce((sum, st) => sum + st.ms, 0);
    process.stdout.write(
      `\nSlowest journey files (summed over their journeys; all files ${s(total)}):\n${files.join('\n')}\n` +
        `Slowest places (${count} actions and assertions took over ${s(SLOW_STEP_MS)}, ${s(waited)} in all):\n` +
        `${steps.join('\n')}\n`,
    );
  }
}
