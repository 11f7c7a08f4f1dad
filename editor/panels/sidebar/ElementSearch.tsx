/**
 * The sidebar's search while nothing is selected: it finds elements of the shown page by their
 * name, their component, their text (in the content language) or their id, and choosing one
 * selects it, which opens its settings (the
 * seeds' "search bar that opens the settings sidebar"; with a selection, the sidebar's own
 * search finds properties). Enter takes the first match.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { componentLabel, elementLabel } from '../../canvas/label.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { pageElements } from '../../store/tree.ts';
import { SearchInput } from './SearchInput.tsx';
import { pickLang } from '@shared/i18n/pick-lang.ts';
import { isLangValue } from '@shared/schema/values.ts';
import type { Element } from '@shared/schema/element.ts';

/** Matches listed at most; more say how many there are. */
export const SEARCH_LIMIT = 12;

/** The text an element shows (its `text` setting, in `lang`), or '' when it has none as a literal. */
function shownText(element: Element, lang: string): string {
  const text = element.props?.text;
  if (typeof text === 'string') return text;
  if (!isLangValue(text)) return '';
  const value = pickLang(text.$lang, [lang]);
  return typeof value === 'string' ? value : '';
}

interface Match {
  id: string;
  label: string;
  /** What tells it apart beside its label: the text it shows, else its component. */
  detail: string;
}

export function ElementSearch({ pageId }: { pageId: string }) {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const doc = useEditor((s) => s.doc);
  const lang = useEditor((s) => s.ui.lang);
  const [query, setQuery] = useState('');
  const { matches, total } = useMemo(() => {
    const words = query.trim().toLowerCase();
    const found: Match[] = [];
    let count = 0;
    if (words === '') return { matches: found, total: count };
    for (const element of Object.values(pageElements(doc, pageId))) {
      const label = elementLabel(element, i18n.language);
      const component = componentLabel(element.type, i18n.language);
      const shown = shownText(element, lang);
      const texts = [label, component, shown, element.id];
      if (!texts.some((text) => text.toLowerCase().includes(words))) continue;
      count++;
      const detail = shown ? `“${shown}”` : component === label ? '' : component;
      if (found.length < SEARCH_LIMIT) found.push({ id: element.id, label, detail });
    }
    return { matches: found, total: count };
  }, [doc, pageId, query, lang, i18n.language]);
  const select = (id: string) => store.setUi({ selection: id, hover: null });

  return (
    <div className="sidebar-find">
      <SearchInput
        label={t('sidebar.find')}
        testId="sidebar-find"
        value={query}
        onChange={setQuery}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && matches[0]) select(matches[0].id);
        }}
      />
      {query.trim() !== '' && matches.length === 0 && (
        <p className="sidebar-empty-search">{t('sidebar.find.none', { query: query.trim() })}</p>
      )}
      {matches.length > 0 && (
        <ul className="sidebar-find-results" aria-label={t('sidebar.find.results')}>
          {matches.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                data-element-id={match.id}
                onClick={() => select(match.id)}
                onMouseEnter={() => store.setUi({ hover: match.id })}
                onMouseLeave={() => store.setUi({ hover: null })}
              >
                <span className="sidebar-find-label" title={match.label}>
                  {match.label}
                </span>
                {match.detail && <span className="sidebar-component">{match.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > matches.length && (
        <p className="field-hint">{t('sidebar.find.more', { count: total - matches.length })}</p>
      )}
    </div>
  );
}
