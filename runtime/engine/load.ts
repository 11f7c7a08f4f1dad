/** Loads the engine chunk once; later calls get the same module. */
import type * as EngineModule from './index.ts';

export type Engine = typeof EngineModule;

let loading: Promise<Engine> | undefined;
let loaded: Engine | undefined;

export function loadEngine(): Promise<Engine> {
  loading ??= import('./index.ts').then(
    (engine) => (loaded = engine),
    (error: unknown) => {
      // A failed download (offline) may succeed on the next navigation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The engine when already loaded, else undefined. */
export function engineIfLoaded(): Engine | undefined {
  return loaded;
}
