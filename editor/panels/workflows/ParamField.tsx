/** One parameter of an action, edited by its kind; values that can be formulas have a bind switch. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { PropertyValue } from '@shared/schema/values.ts';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import { useEditor } from '../../store/hooks.ts';
import { pageElements } from '../../store/tree.ts';
import { labelIn, type ParamKind, type ParamSpec } from './action-catalogue.ts';
import { parseLiteral, showLiteral } from './workflow-edit.ts';

export interface ParamFieldProps {
  param: ParamSpec;
  value: PropertyValue | undefined;
  /** `typing`: part of a run of keystrokes (merged into one undo step until `onCommit`). */
  onChange(next: PropertyValue | undefined, typing: boolean): void;
  onCommit(): void;
  pageId: string | null;
}

const BINDABLE: ReadonlySet<ParamKind> = new Set(['text', 'number', 'json', 'any']);

interface Choice {
  value: string;
  label: string;
}

/** Ids the reference kinds choose from, read narrowly from the store. */
function useChoices(kind: ParamKind, pageId: string | null): Choice[] {
  const site = useEditor((s) =>
    kind === 'variable' || kind === 'variables'
      ? s.doc.site.variables
      : kind === 'collection' || kind === 'collections'
        ? s.doc.site.collections
        : kind === 'workflow'
          ? s.doc.site.workflows
          : undefined,
  );
  const page = useEditor((s) => {
    const file = pageId ? s.doc.pages[pageId] : undefined;
    if (kind === 'variable' || kind === 'variables') return file?.variables;
    if (kind === 'collection' || kind === 'collections') return file?.collections;
    if (kind === 'workflow') return file?.workflows;
    return undefined;
  });
  const pages = useEditor((s) => (kind === 'page' ? s.doc.site.pages : undefined));
  const langs = useEditor((s) => (kind === 'lang' ? s.doc.site.langs : undefined));
  // Elements only for the element kind (the doc then, rarely shown).
  const doc = useEditor((s) => (kind === 'element' ? s.doc : undefined));
  return useMemo(() => {
    if (pages) return pages.map((p) => ({ value: p.id, label: p.name }));
    if (langs) return langs.map((l) => ({ value: l.lang, label: l.lang }));
    if (doc && pageId) {
      return Object.values(pageElements(doc, pageId)).map((e) => ({
        value: e.id,
        label: `${e.name ?? e.type} (${e.id})`,
      }));
    }
    const named = { ...site, ...page } as Record<string, { id: string; name: string }>;
    return Object.values(named).map((x) => ({ value: x.id, label: x.name }));
  }, [site, page, pages, langs, doc, pageId]);
}

export function ParamField({ param, value, onChange, onCommit, pageId }: ParamFieldProps) {
  const { t, i18n } = useTranslation();
  const label = labelIn(param.label, i18n.language);
  const bound = isFormulaValue(value);
  const bindable = BINDABLE.has(param.kind);
  return (
    <div className="workflows-param" data-param={param.name}>
      <div className="workflows-param-head">
        <span className="workflows-param-label">
          {label}
          {param.required ? ' *' : ''}
        </span>
        {bindable && (
          <button
            type="button"
            className="workflows-bind"
            data-testid="bind-formula"
            aria-pressed={bound}
            title={bound ? t('workflows.unbind') : t('workflows.bind')}
            aria-label={`${bound ? t('workflows.unbind') : t('workflows.bind')}: ${label}`}
            onClick={() => {
              onChange(bound ? undefined : { $formula: literalAsFormula(value) }, false);
            }}
          >
            ƒ
          </button>
        )}
      </div>
      {bound ? (
        <FormulaField
          label={label}
          value={value.$formula}
          pageId={pageId}
          onChange={(next) => onChange({ $formula: next }, true)}
          onCommit={onCommit}
        />
      ) : (
        <LiteralEditor
          param={param}
          label={label}
          value={value}
          onChange={onChange}
          onCommit={onCommit}
          pageId={pageId}
        />
      )}
    </div>
  );
}

/** A fixed value as the start of a formula (text quoted, others as JSON). */
function literalAsFormula(value: PropertyValue | undefined): string {
  if (value === undefined || value === '') return '';
  return JSON.stringify(value);
}

function LiteralEditor({
  param,
  label,
  value,
  onChange,
  onCommit,
  pageId,
}: Omit<ParamFieldProps, 'value'> & { label: string; value: PropertyValue | undefined }) {
  const { t, i18n } = useTranslation();
  const choice: ChoiceProps = { param, label, value, onChange, pageId };
  switch (param.kind) {
    case 'boolean':
      return (
        <input
          type="checkbox"
          aria-label={label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked ? true : undefined, false)}
        />
      );
    case 'select':
      return (
        <select
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined, false)}
        >
          <option value="">{t('workflows.choose')}</option>
          {param.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {labelIn(option.label, i18n.language)}
            </option>
          ))}
        </select>
      );
    case 'code':
      return (
        <FormulaField
          label={label}
          value={typeof value === 'string' ? value : ''}
          pageId={pageId}
          onChange={(next) => onChange(next === '' ? undefined : next, true)}
          onCommit={onCommit}
        />
      );
    case 'number':
      return (
        <input
          type="number"
          aria-label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => {
            const n = event.target.valueAsNumber;
            onChange(Number.isFinite(n) ? n : undefined, true);
          }}
          onBlur={onCommit}
        />
      );
    case 'text':
      return (
        <input
          type="text"
          aria-label={label}
          value={typeof value === 'string' ? value : showLiteral(value)}
          onChange={(event) =>
            onChange(event.target.value === '' ? undefined : event.target.value, true)
          }
          onBlur={onCommit}
        />
      );
    case 'any':
      return <AnyEditor label={label} value={value} onChange={onChange} onCommit={onCommit} />;
    case 'json':
      return <JsonEditor label={label} value={value} onChange={onChange} onCommit={onCommit} />;
    case 'variables':
    case 'collections':
      return <MultiChoice {...choice} />;
    default:
      return <SingleChoice {...choice} />;
  }
}

/** A choice among the site's ids (variables, collections, pages, workflows, elements, languages). */
interface ChoiceProps extends Omit<ParamFieldProps, 'onCommit'> {
  label: string;
}

function SingleChoice({ param, label, value, onChange, pageId }: ChoiceProps) {
  const { t } = useTranslation();
  const choices = useChoices(param.kind, pageId);
  const current = typeof value === 'string' ? value : '';
  const missing = current !== '' && !choices.some((c) => c.value === current);
  return (
    <select
      aria-label={label}
      value={current}
      onChange={(event) => onChange(event.target.value || undefined, false)}
    >
      <option value="">{t('workflows.choose')}</option>
      {missing && <option value={current}>{current}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

function MultiChoice({ param, label, value, onChange, pageId }: ChoiceProps) {
  const choices = useChoices(param.kind, pageId);
  const chosen = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];
  return (
    <fieldset className="workflows-multi" aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="checkbox"
            checked={chosen.includes(choice.value)}
            onChange={(event) => {
              const next = event.target.checked
                ? [...chosen, choice.value]
                : chosen.filter((id) => id !== choice.value);
              onChange(next.length > 0 ? next : undefined, false);
            }}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A value typed as text (JSON, free value): stored while typing, committed on blur. */
type ValueEditorProps = Pick<ParamFieldProps, 'value' | 'onChange' | 'onCommit'> & {
  label: string;
};

/** JSON text; only a valid value is stored (the text stays while it is invalid). */
function JsonEditor({ label, value, onChange, onCommit }: ValueEditorProps) {
  const { t } = useTranslation();
  const stored = value === undefined ? '' : JSON.stringify(value, null, 2);
  const [draft, setDraft] = useState<{ text: string; from: string } | null>(null);
  const text = draft && draft.from === stored ? draft.text : stored;
  let invalid = false;
  if (draft && draft.from === stored && draft.text.trim() !== '') {
    try {
      JSON.parse(draft.text);
    } catch {
      invalid = true;
    }
  }
  return (
    <>
      <textarea
        aria-label={label}
        aria-invalid={invalid}
        rows={3}
        spellCheck={false}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          if (next.trim() === '') {
            setDraft(null);
            onChange(undefined, true);
            return;
          }
          try {
            const parsed = JSON.parse(next) as PropertyValue;
            const nextStored = JSON.stringify(parsed, null, 2);
            setDraft({ text: next, from: nextStored });
            onChange(parsed, true);
          } catch {
            setDraft({ text: next, from: stored });
          }
        }}
        onBlur={() => {
          setDraft(null);
          onCommit();
        }}
      />
      {invalid && <p className="workflows-invalid">{t('workflows.invalidJson')}</p>}
    </>
  );
}

/**
 * A free value: JSON when it reads as JSON (`12`, `true`, `[1, 2]`), else text. What the author
 * types stays as typed while the field has focus (`1.0` is not rewritten to `1` mid-typing).
 */
function AnyEditor({ label, value, onChange, onCommit }: ValueEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="text"
      aria-label={label}
      value={draft ?? showLiteral(value)}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        onChange(text === '' ? undefined : parseLiteral(text), true);
      }}
      onBlur={() => {
        setDraft(null);
        onCommit();
      }}
    />
  );
}
