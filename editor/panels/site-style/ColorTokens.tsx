/**
 * The site's named colours (`site.colors`, `set-site-colors`): a row per colour with its name,
 * its value and its dark-theme value, and a remove button; "Add a colour" adds one with a free
 * name (`primary`, `text`, `muted`, `accent`, then `color-2`…). Every colour field offers them
 * as swatches (`fields/ColorField.tsx`). A list the schema refuses (a bad or repeated name, a
 * value that is not a colour) waits in the rows with the reason under the colour it is about.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColorToken } from '@shared/schema/site-style.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { ColorInput } from '../../fields/ColorField.tsx';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { colorsProblems } from './problems.ts';

const NONE: readonly ColorToken[] = [];
const SUGGESTED = ['primary', 'text', 'muted', 'accent'];

/** A name no colour of `colors` has yet. */
export function freeColorName(colors: readonly ColorToken[]): string {
  const taken = new Set(colors.map((c) => c.name));
  const suggested = SUGGESTED.find((name) => !taken.has(name));
  if (suggested) return suggested;
  let n = 2;
  while (taken.has(`color-${n}`)) n++;
  return `color-${n}`;
}

export function ColorTokens() {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const stored = useEditor((s) => s.doc.site.colors) ?? NONE;
  const [draft, setDraft] = useState<{ shown: ColorToken[]; base: readonly ColorToken[] } | null>(
    null,
  );
  const waiting = draft !== null && draft.base === stored ? draft : null;
  const rows = waiting ? waiting.shown : stored;
  const problems = waiting
    ? colorsProblems(waiting.shown, i18n.language)
    : new Map<number, string>();

  /** Saves `next` when the schema takes it; `edit` names the field typed into (one undo step). */
  const save = (next: ColorToken[], edit?: string) => {
    const refused = colorsProblems(next, i18n.language).size > 0;
    if (!refused) dispatch({ type: 'set-site-colors', payload: { colors: next, edit } });
    setDraft(refused ? { shown: next, base: stored } : null);
    if (edit === undefined) store.mark();
  };
  const change = (i: number, key: keyof ColorToken, value: string) =>
    save(
      rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)),
      `${i}:${key}`,
    );
  const commit = () => store.mark();

  return (
    <div className="site-style-colors" data-field="colors">
      <h4>{t('siteStyle.colors')}</h4>
      <p className="field-hint">{t('siteStyle.colors.text')}</p>
      {rows.length === 0 && <p className="field-hint">{t('siteStyle.colors.none')}</p>}
      <ul>
        {rows.map((row, i) => {
          const name = row.name || String(i + 1);
          const problem = problems.get(i);
          return (
            <li key={i} data-testid="site-color" data-token={row.name}>
              <div className="field-row">
                <input
                  className="field-input site-style-color-name"
                  spellCheck={false}
                  aria-label={t('siteStyle.colors.name', { index: i + 1 })}
                  aria-invalid={problem ? true : undefined}
                  value={row.name}
                  onChange={(event) => change(i, 'name', event.target.value)}
                  onBlur={commit}
                />
                <button
                  type="button"
                  className="site-style-remove"
                  aria-label={t('siteStyle.colors.remove', { name })}
                  title={t('siteStyle.colors.remove', { name })}
                  onClick={() => save(rows.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </div>
              <div className="site-style-color-values">
                <ColorInput
                  id={`site-color-${i}`}
                  label={t('siteStyle.colors.value', { name })}
                  value={row.value}
                  tokens="value"
                  onChange={(next) => change(i, 'value', next ?? '')}
                  onCommit={commit}
                />
                <ColorInput
                  id={`site-color-${i}-dark`}
                  label={t('siteStyle.colors.darkValue', { name })}
                  value={row.darkValue ?? ''}
                  tokens="value"
                  placeholder={t('siteStyle.colors.dark')}
                  onChange={(next) => change(i, 'darkValue', next ?? '')}
                  onCommit={commit}
                />
              </div>
              {problem && (
                <p className="field-error" role="alert">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        data-testid="site-color-add"
        onClick={() => save([...rows, { name: freeColorName(rows), value: '#000000' }])}
      >
        {t('siteStyle.colors.add')}
      </button>
    </div>
  );
}
