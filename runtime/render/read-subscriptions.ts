/**
 * What an element view listens to: the channels its last render read (variables, collections,
 * context parts), no more. Made on an element's first subscription: most elements read none.
 */
import type { SiteRuntime } from '../state/site-runtime.ts';

export class ReadSubscriptions {
  private readonly unsubscribes = new Map<string, () => void>();

  constructor(
    private readonly channels: SiteRuntime['channels'],
    private readonly changed: () => void,
  ) {}

  /** Subscribes to `deps` alone, and catches a change that came in since `renderedAt`. */
  update(deps: ReadonlySet<string>, renderedAt: number): void {
    for (const [dep, unsubscribe] of this.unsubscribes) {
      if (deps.has(dep)) continue;
      unsubscribe();
      this.unsubscribes.delete(dep);
    }
    for (const dep of deps) {
      if (!this.unsubscribes.has(dep))
        this.unsubscribes.set(dep, this.channels.subscribe(dep, this.changed));
    }
    if (this.channels.changedSince(deps, renderedAt)) this.changed();
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribes.values()) unsubscribe();
    this.unsubscribes.clear();
  }
}
