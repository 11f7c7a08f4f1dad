/**
 * A site problem in the editor's language. The server writes each problem in English
 * (`message`) and, when Baobab wrote its text, in French (`fr`); a plugin's settings problem
 * is the plugin's own message, which the Plugins panel knows in French (`pluginMessage`).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Problem } from '@shared/schema/problems.ts';
import { pluginMessage } from '../panels/plugins/messages.ts';
import { pluginProblemParts } from './problem-target.ts';

/** `(problem) => its text` in the editor's current language. */
export function useProblemMessage(): (problem: Problem) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (problem: Problem) => {
      const parts = pluginProblemParts(problem);
      if (parts) {
        return t('save.publish.pluginProblem', {
          id: parts.id,
          message: pluginMessage(parts.message, language),
        });
      }
      return language.startsWith('fr') ? (problem.fr ?? problem.message) : problem.message;
    },
    [t, language],
  );
}

/** "1 error, 2 warnings" / « 1 erreur, 0 avertissement », with each language's plurals. */
export function problemCounts(t: TFunction, problems: readonly Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return t('problemCount', {
    errors: t('errorCount', { count: errors }),
    warnings: t('warningCount', { count: problems.length - errors }),
  });
}
