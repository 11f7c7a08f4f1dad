/**
 * The element's HTML id, extra classes and attributes (`set-element-html`), rows built from the
 * `id`, `class` and `attributes` descriptors, each bindable to a formula. A value the schema
 * refuses (an `onclick`, `style`, a class starting with `e-`…) stays in its field with the
 * schema's words under it, in the editor's language, and is not saved until it is fixed; an
 * attribute row is saved once it has a name. An undo drops what was waiting.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attributeDescriptors } from '@catalogue/properties/index.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import type { HtmlEdit, HtmlField } from '../../store/commands/set-element-html.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';
import { htmlProblems } from './html-problems.ts';
import { PairsEditor, type Pair } from './PairsEditor.tsx';
import { pick } from './properties.ts';

interface Target {
  pageId: string;
  elementId: string;
}

/**
 * One field as stored, what waits in its editor instead (while `base` is still what is
 * stored), and `save`: the value saved when the schema takes it, `shown` kept otherwise, or
 * when the field shows more than is saved (`keep`).
 */
function useHtmlField<F extends HtmlField>({ pageId, elementId }: Target, field: F) {
  const { i18n } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const stored: Element[F] | undefined = useEditor(
    (s) => elementOn(s.doc, pageId, elementId)?.[field],
  );
  const [draft, setDraft] = useState<{ shown: unknown; base: unknown } | null>(null);
  const save = (saved: Element[F] | null, shown: unknown = saved, keep = false) => {
    const problems = saved === null ? new Map() : htmlProblems(field, saved, i18n.language);
    if (problems.size === 0)
      dispatch({
        type: 'set-element-html',
        payload: { pageId, elementId, ...({ field, value: saved } as HtmlEdit) },
      });
    const base = elementOn(store.getState().doc, pageId, elementId)?.[field];
    setDraft(problems.size > 0 || keep ? { shown, base } : null);
  };
  const waiting = draft !== null && draft.base === stored ? draft : null;
  return { stored, waiting, save, commit: () => store.mark(), language: i18n.language };
}

/** The HTML id or the classes: a text, or a formula. */
function TextRow({ target, field }: { target: Target; field: 'htmlId' | 'classes' }) {
  const { t } = useTranslation();
  const { stored, waiting, save, commit, language } = useHtmlField(target, field);
  const descriptor = field === 'htmlId' ? attributeDescriptors.id! : attributeDescriptors.class!;
  const label = pick(descriptor.label, language);
  const id = `html-${field}`;
  const bound = isFormulaValue(stored);
  const text = waiting ? String(waiting.shown) : typeof stored === 'string' ? stored : '';
  const problem = waiting ? htmlProblems(field, waiting.shown, language).get('') : undefined;
  const bind = t('sidebar.bind', { label });
  return (
    <div className="sidebar-row" data-field={field} data-bound={bound || undefined}>
      <div className="sidebar-row-head">
        <label htmlFor={id}>{label}</label>
        <button
          type="button"
          role="switch"
          className="sidebar-bind"
          aria-checked={bound}
          aria-label={bind}
          title={bind}
          onClick={() => {
            save(bound ? null : { $formula: text ? JSON.stringify(text) : '' });
            commit();
          }}
        >
          ƒx
        </button>
      </div>
      {isFormulaValue(stored) ? (
        <FormulaField
          label={t('sidebar.formula', { label })}
          value={stored.$formula}
          pageId={target.pageId}
          elementId={target.elementId}
          onChange={($formula) => save({ $formula })}
          onCommit={commit}
        />
      ) : (
        <input
          id={id}
          className="field-input"
          spellCheck={false}
          placeholder={t(`sidebar.html.${field}.placeholder`)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={text}
          onChange={(event) => save(event.target.value || null, event.target.value)}
          onBlur={commit}
        />
      )}
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

const NONE: readonly Pair[] = [];

/** The attributes: a row per name, saved once named and accepted. */
function AttributesRow({ target }: { target: Target }) {
  const { t } = useTranslation();
  const { stored = NONE, waiting, save, commit, language } = useHtmlField(target, 'attributes');
  const rows = waiting ? (waiting.shown as Pair[]) : stored;
  // Rows without a name wait here; problems are said about the named rows' places in `rows`.
  const places = rows.flatMap((row, i) => (row.name === '' ? [] : [i]));
  const named = places.map((i) => rows[i]!);
  const problems = new Map<number, string>();
  if (waiting)
    for (const [at, text] of htmlProblems('attributes', named, language))
      problems.set(places[Number(at)] ?? 0, text);
  const label = pick(attributeDescriptors.attributes!.label, language);
  return (
    <div className="sidebar-row" data-field="attributes">
      <span className="sidebar-row-head">{label}</span>
      <PairsEditor
        kind="attributes"
        pairs={rows}
        problems={problems}
        pageId={target.pageId}
        elementId={target.elementId}
        onChange={(next) => {
          const kept = next.filter((row) => row.name !== '');
          save(kept, next, kept.length < next.length);
        }}
        onCommit={commit}
      />
      {named.length < rows.length && <p className="field-hint">{t('sidebar.pairs.unnamed')}</p>}
    </div>
  );
}

/** The three rows, in the order of the descriptors. */
export function HtmlEditor({ pageId, elementId }: Target) {
  const target = { pageId, elementId };
  return (
    <div className="sidebar-html">
      <TextRow target={target} field="htmlId" />
      <TextRow target={target} field="classes" />
      <AttributesRow target={target} />
    </div>
  );
}
