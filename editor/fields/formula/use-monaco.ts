/** The Monaco editors once loaded (null until then, or for good where Monaco cannot run). */
import { useEffect, useState } from 'react';
import { loadedMonaco, loadMonaco, type MonacoEditors } from './monaco/load.ts';

export function useMonacoEditors(): MonacoEditors | null {
  const [editors, setEditors] = useState<MonacoEditors | null>(loadedMonaco);
  useEffect(() => {
    if (editors) return;
    let live = true;
    void loadMonaco().then((loaded) => {
      if (live && loaded) setEditors(loaded);
    });
    return () => {
      live = false;
    };
  }, [editors]);
  return editors;
}
