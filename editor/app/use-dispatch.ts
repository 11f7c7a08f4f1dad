/** Dispatching from React: a refused command tells the author why. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../store/commands/index.ts';
import { useEditorStore } from '../store/hooks.ts';
import type { DispatchResult } from '../store/store.ts';
import { useNotify } from './notices.tsx';

export function useDispatch(): (command: Command) => DispatchResult {
  const store = useEditorStore();
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    (command: Command) => {
      const result = store.dispatch(command);
      if (!result.ok) notify(t('app.refused', { reason: result.error }), 'error');
      return result;
    },
    [store, notify, t],
  );
}
