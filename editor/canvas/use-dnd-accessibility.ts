/** The `accessibility` option of the editor's drag contexts: read from the store when spoken. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/hooks.ts';
import { elementOn } from '../store/tree.ts';
import { dndAccessibility, editorNameOf } from './dnd-announcements.ts';

export function useDndAccessibility() {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const lang = i18n.language;
  return useMemo(
    () =>
      dndAccessibility(
        (key, values) => t(key, values),
        editorNameOf(() => {
          const { doc, ui } = store.getState();
          const pageId = ui.pageId;
          return {
            element: (id) => (pageId ? elementOn(doc, pageId, id) : undefined),
            sectionTitle: (uid) => {
              const own = pageId ? doc.pages[pageId]?.sections[uid] : undefined;
              return (own ?? doc.sections[uid]?.section)?.sectionTitle || undefined;
            },
            lang,
            contentLang: ui.lang,
          };
        }),
      ),
    [t, lang, store],
  );
}
