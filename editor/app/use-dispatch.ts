/** Dispatching from React: a refused command tells the author why, in the editor's language. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { messageText, type CommandMessage } from '../store/command.ts';
import type { Command } from '../store/commands/index.ts';
import { useEditorStore } from '../store/hooks.ts';
import type { DispatchResult } from '../store/store.ts';
import { useNotify } from './notices.tsx';

/** A refusal's text in `language`; a result without a refusal's key shows its text as it is. */
export function refusalText(
  result: { error: string; refusal?: CommandMessage },
  t: TFunction,
  language: string,
): string {
  return result.refusal
    ? messageText(result.refusal, language, (key, values) => t(key, values))
    : result.error;
}

/**
 * Runs a command and shows a refusal as a notice. The result is the store's, except that a
 * refusal's `error` is in the editor's language, as the panels that show it in place want it.
 */
export function useDispatch(): (command: Command) => DispatchResult {
  const store = useEditorStore();
  const notify = useNotify();
  const { t, i18n } = useTranslation();
  return useCallback(
    (command: Command) => {
      const result = store.dispatch(command);
      if (result.ok) return result;
      const error = refusalText(result, t, i18n.language);
      notify(t('app.refused', { reason: error }), 'error');
      return { ...result, error };
    },
    [store, notify, t, i18n],
  );
}
