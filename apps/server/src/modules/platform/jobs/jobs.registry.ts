import { DEFAULT_JOB, type JobDefinition, type JobHandler } from './jobs.types';

/** What either queue knows before it starts: each job's handler and settings, and the schedules. */
export abstract class JobRegistry {
  protected readonly defs = new Map<string, { handler: JobHandler<unknown>; def: JobDefinition }>();
  protected readonly schedules = new Map<string, number>();

  define<T>(name: string, handler: JobHandler<T>, options: Partial<JobDefinition> = {}): void {
    this.defs.set(name, { handler: handler as JobHandler<unknown>, def: { ...DEFAULT_JOB, ...options } });
  }

  every(name: string, everyMs: number): void {
    this.definition(name);
    this.schedules.set(name, everyMs);
  }

  /** The job's handler and settings; a name never defined throws. */
  protected definition(name: string) {
    const defined = this.defs.get(name);
    if (!defined) throw new Error(`job ${name} is not defined`);
    return defined;
  }
}
