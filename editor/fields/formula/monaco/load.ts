/**
 * Loading Monaco on demand: the first field that wants it starts the download of the Monaco
 * chunk (`setup.ts` and the React editors), every later field reuses it. Until it resolves the
 * fields show a plain textarea; where Monaco cannot run (no Web Workers: tests, very old
 * browsers) or the chunk fails to load, they keep the textarea.
 */
import type { ComponentType } from 'react';
import type { MonacoCodeProps } from './MonacoCode.tsx';
import type { MonacoFormulaProps } from './MonacoFormula.tsx';

export interface MonacoEditors {
  MonacoFormula: ComponentType<MonacoFormulaProps>;
  MonacoCode: ComponentType<MonacoCodeProps>;
}

let loading: Promise<MonacoEditors | null> | undefined;
let loaded: MonacoEditors | null = null;

/** The editors when already loaded (first render after loading shows Monaco straight away). */
export function loadedMonaco(): MonacoEditors | null {
  return loaded;
}

export function loadMonaco(): Promise<MonacoEditors | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  loading ??= import('./editors.ts')
    .then(async (module) => {
      await module.ready;
      loaded = { MonacoFormula: module.MonacoFormula, MonacoCode: module.MonacoCode };
      return loaded;
    })
    .catch((error: unknown) => {
      console.warn('[baobab] the code editor could not load; plain text fields are used', error);
      return null;
    });
  return loading;
}
