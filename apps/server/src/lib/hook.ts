/**
 * Extension points: how a lower domain lets a higher one plug work in without importing it (style.md, the
 * domain order). The lower domain's plugin creates the point and hands it out; a higher domain's plugin fills
 * it while the app is composed; the lower domain's services call it at run time.
 */

/** Any number of listeners, called one after another in the order they were added. */
export class Hook<Args extends unknown[]> {
  private readonly listeners: ((...args: Args) => unknown)[] = [];

  constructor(readonly name: string) {}

  add(listener: (...args: Args) => unknown): void {
    this.listeners.push(listener);
  }

  /** Calls every listener in turn, awaiting each (inside the caller's transaction when one is passed). */
  async run(...args: Args): Promise<void> {
    for (const listener of this.listeners) await listener(...args);
  }

  /** Calls every listener without waiting (after-commit notices that must not hold the request). */
  fire(...args: Args): void {
    for (const listener of this.listeners) void listener(...args);
  }
}

/** Exactly one provider, given by a higher domain; asking before it is given is a composition error. */
export class Provided<T> {
  private value: T | undefined;

  constructor(readonly name: string) {}

  provide(value: T): void {
    if (this.value !== undefined) throw new Error(`${this.name} is provided twice`);
    this.value = value;
  }

  get(): T {
    if (this.value === undefined)
      throw new Error(`${this.name}: no domain provides it (app.ts composes them)`);
    return this.value;
  }

  get provided(): boolean {
    return this.value !== undefined;
  }
}
