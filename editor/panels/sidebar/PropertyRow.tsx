/**
 * One property in the sidebar: its label in the editor language, its field editor (or the formula
 * editor when bound), the bind switch, the override marker with its reset button, and for
 * multi-language text the language edited and the other languages' values.
 */
import { memo, useMemo, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PropertyDefinition } from '@catalogue/define.ts';
import { resolveLangValue } from '@catalogue/props.ts';
import { isFormulaValue, isLangValue } from '@shared/schema/constants.ts';
import type { JsonValue, PropertyValue } from '@shared/schema/values.ts';
import { FieldEditor } from '../../fields/FieldEditor.tsx';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import type { FieldProps } from '../../fields/types.ts';
import { pick } from './properties.ts';
import { useProperty, type PropertyState } from './use-property.ts';
import { BASE, isInherited, type Section } from './values.ts';

export interface PropertyRowProps {
  pageId: string;
  elementId: string;
  section: Section;
  name: string;
  property: PropertyDefinition;
  /** A shorter label shown in a composite editor (the full label stays the accessible name). */
  shortLabel?: string;
  /** A field editor other than the type's own (e.g. the shadow builder). */
  editor?: ComponentType<FieldProps>;
  className?: string;
}

/** The literal a field shows: the language edited of a `$lang` value, else the value itself. */
function literalFor(
  value: PropertyValue | undefined,
  property: PropertyDefinition,
  lang: string,
  langs: readonly string[],
): { value: JsonValue | undefined; placeholder?: string } {
  const source = value === undefined ? property.default : value;
  if (property.multiLang && isLangValue(source)) {
    const own = Object.hasOwn(source.$lang, lang) ? source.$lang[lang] : undefined;
    const fallback = resolveLangValue(source, langs);
    return {
      value: own,
      placeholder: typeof fallback === 'string' && own === undefined ? fallback : undefined,
    };
  }
  const literal = resolveLangValue(source ?? undefined, [lang, ...langs]);
  return { value: literal ?? undefined };
}

/** A value in a formula's syntax, the start of a binding: `false`, `"Go"`, `12`. */
const asFormula = (literal: JsonValue | undefined): string =>
  literal === undefined || literal === null ? '' : JSON.stringify(literal);

/** An override key for the author: `tablet (991 px) · Hover`; the base is desktop. */
function whereLabel(key: string, t: TFunction): string {
  if (key === BASE) return t('sidebar.where.base');
  return key
    .split(':')
    .map((part) =>
      part === 'tablet' || part === 'mobile'
        ? t(`sidebar.breakpoint.${part}`)
        : t(`sidebar.state.${part}`, { defaultValue: part }),
    )
    .join(' · ');
}

export const PropertyRow = memo(function PropertyRow(props: PropertyRowProps) {
  const { pageId, elementId, section, name, property, shortLabel, editor, className } = props;
  const { t, i18n } = useTranslation();
  const state = useProperty({ pageId, elementId, section, name, property });
  const label = pick(property.label, i18n.language);
  const id = `prop-${section}-${name}`;
  const bound = isFormulaValue(state.value);
  const overridden = state.own && state.key !== BASE;
  const inherited = isInherited(state);
  const beforeBinding = useRef<PropertyValue | undefined>(undefined);
  // The head's texts change with the label, language and level, not with each keystroke (an
  // i18next call is ~30 µs; a row calls it six times).
  const texts = useMemo(
    () => ({
      lang: t('sidebar.lang', { lang: state.lang }),
      overridden: t('sidebar.overridden', { where: whereLabel(state.key, t) }),
      reset: t('sidebar.reset', { label }),
      resetTo: t('sidebar.resetTo', { label }),
      bind: t('sidebar.bind', { label }),
      formula: t('sidebar.formula', { label }),
    }),
    [t, label, state.lang, state.key],
  );

  const toggleBinding = () => {
    if (bound) {
      // A formula inherited from a wider level is overridden here by the default literal;
      // one of this level goes back to what it replaced (or is removed).
      state.set(state.own ? beforeBinding.current : property.default, { wholeValue: true });
      beforeBinding.current = undefined;
    } else {
      beforeBinding.current = state.own ? state.value : undefined;
      const shown = literalFor(state.value, property, state.lang, state.langs);
      state.set({ $formula: asFormula(shown.value ?? undefined) }, { wholeValue: true });
    }
    state.commit();
  };

  const Editor = editor ?? FieldEditor;
  const literal = literalFor(state.value, property, state.lang, state.langs);
  return (
    <div
      className={`sidebar-row${className ? ` ${className}` : ''}`}
      data-field={name}
      data-overridden={overridden ? 'true' : undefined}
      data-inherited={inherited ? state.from || 'desktop' : undefined}
      data-bound={bound ? 'true' : undefined}
    >
      <div className="sidebar-row-head">
        <label htmlFor={id} title={shortLabel ? label : undefined}>
          {shortLabel ? (
            <>
              <span aria-hidden>{shortLabel}</span>
              <span className="sr-only">{label}</span>
            </>
          ) : (
            label
          )}
        </label>
        {property.multiLang && !bound && (
          <span className="sidebar-lang" title={texts.lang}>
            {state.lang.toUpperCase()}
          </span>
        )}
        {overridden && <span className="sidebar-marker" title={texts.overridden} />}
        {state.own && (
          <button
            type="button"
            className="sidebar-reset"
            data-testid="reset-value"
            aria-label={texts.reset}
            title={texts.resetTo}
            onClick={() => {
              state.set(undefined, { wholeValue: true });
              state.commit();
            }}
          >
            ↺
          </button>
        )}
        {property.bindable && (
          <button
            type="button"
            role="switch"
            className="sidebar-bind"
            data-testid="bind-formula"
            aria-checked={bound}
            aria-label={texts.bind}
            title={texts.bind}
            onClick={toggleBinding}
          >
            ƒx
          </button>
        )}
      </div>
      {bound ? (
        <FormulaField
          label={texts.formula}
          value={isFormulaValue(state.value) ? state.value.$formula : ''}
          onChange={(next) => state.set({ $formula: next }, { wholeValue: true })}
          onCommit={state.commit}
          pageId={pageId}
          elementId={elementId}
          expected={property.type}
        />
      ) : (
        <Editor
          id={id}
          name={name}
          property={property}
          label={label}
          value={literal.value}
          placeholder={literal.placeholder}
          onChange={(next) => state.set(next)}
          onCommit={state.commit}
        />
      )}
      {inherited && (
        <p className="sidebar-note">
          {t('sidebar.inherited', { where: whereLabel(state.from ?? BASE, t) })}
        </p>
      )}
      {property.multiLang && !bound && <LangHints state={state} fallback={property.default} />}
    </div>
  );
});

/** The other languages' texts under a multi-language field. */
function LangHints({ state, fallback }: { state: PropertyState; fallback: PropertyValue }) {
  const { t } = useTranslation();
  const others = state.langs.filter((lang) => lang !== state.lang);
  if (others.length === 0) return null;
  const source = state.value ?? fallback;
  const map = isLangValue(source) ? source.$lang : null;
  return (
    <ul className="sidebar-lang-hints">
      {others.map((lang) => {
        const text = map ? map[lang] : source;
        return (
          <li key={lang} data-lang={lang}>
            {t('sidebar.langHint', {
              lang: lang.toUpperCase(),
              text: typeof text === 'string' && text !== '' ? text : t('sidebar.langEmpty'),
            })}
          </li>
        );
      })}
    </ul>
  );
}
