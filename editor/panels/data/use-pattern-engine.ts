/**
 * The linear-time engine of `match` patterns (`shared/collections/operators/pattern.ts`, RE2, its
 * own 46 KB gzip chunk) for the Data panel: loaded when something shown needs it, with a
 * re-render once it is here. The preview of `(a+)+$` froze the editor when patterns ran on
 * `RegExp`; the filter builder checks a typed pattern with it before storing it.
 */
import { useEffect, useState } from 'react';
import { loadPatternEngine, patternEngineLoaded } from '@shared/collections/index.ts';

/** Whether the engine is here (true when it is not needed); loads it when `needed`. */
export function usePatternEngine(needed: boolean): boolean {
  const [loaded, setLoaded] = useState(patternEngineLoaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadPatternEngine().then(
      () => live && setLoaded(true),
      () => {}, // offline: the next render that needs it tries again
    );
    return () => void (live = false);
  }, [needed, loaded]);
  return !needed || loaded;
}
