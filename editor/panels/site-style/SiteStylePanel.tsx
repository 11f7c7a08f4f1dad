/**
 * "Site style" (the sidebar with nothing selected): the site's text style — font, size, line
 * height, text colour and its dark-theme colour — and page colours (`set-site-style`), then its
 * named colours (`ColorTokens.tsx`). Elements without typography or colour of their own inherit
 * the text style on the site and in the canvas alike (`runtime/render/site-style.ts`). A value
 * the schema refuses stays in its field with the reason under it and is not saved until fixed;
 * typing into one field is one undo step, ended on blur.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteFile } from '@shared/schema/site.ts';
import { SITE_FONT_SIZE, SITE_LINE_HEIGHT } from '@shared/schema/site-style.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { NumberInput } from '../../fields/BoundedNumber.tsx';
import { ColorInput } from '../../fields/ColorField.tsx';
import { FieldEnvironmentContext } from '../../fields/environment.ts';
import '../../fields/fields.css';
import type { SiteStyleField } from '../../store/commands/set-site-style.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { ColorTokens } from './ColorTokens.tsx';
import { styleProblem } from './problems.ts';
import './site-style.css';

type Value = string | number | null;

function storedValue(site: SiteFile, field: SiteStyleField): Value {
  if (field === 'backgroundColor') return site.background?.color ?? null;
  if (field === 'backgroundDarkColor') return site.background?.darkColor ?? null;
  return site.textStyle?.[field] ?? null;
}

/**
 * One field: what is stored, or what waits in the field because the schema refuses it (while
 * what is stored is unchanged: an undo drops it), and `save`, which sends what it takes.
 */
function useStyleField(field: SiteStyleField) {
  const { i18n } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const stored = useEditor((s) => storedValue(s.doc.site, field));
  const [draft, setDraft] = useState<{ shown: Value; base: Value } | null>(null);
  const waiting = draft !== null && draft.base === stored ? draft : null;
  const save = (value: Value) => {
    const problem = styleProblem(field, value, i18n.language);
    if (problem === null) dispatch({ type: 'set-site-style', payload: { field, value } });
    setDraft(problem === null ? null : { shown: value, base: stored });
  };
  const shown = waiting ? waiting.shown : stored;
  return {
    shown,
    problem: waiting ? styleProblem(field, waiting.shown, i18n.language) : null,
    save,
    commit: () => store.mark(),
  };
}

function Row({
  field,
  label,
  problem,
  hint,
  children,
}: {
  field: SiteStyleField;
  label: (id: string) => ReactNode;
  problem: string | null;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const note = problem || hint ? `${id}-note` : undefined;
  return (
    <div className="site-style-row" data-field={field}>
      {label(id)}
      {children(id, note)}
      {note && (
        <p
          id={note}
          className={problem ? 'field-error' : 'field-hint'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? hint}
        </p>
      )}
    </div>
  );
}

function ColorRow({ field }: { field: SiteStyleField }) {
  const { t } = useTranslation();
  const { shown, problem, save, commit } = useStyleField(field);
  const label = t(`siteStyle.${field}`);
  return (
    <Row field={field} label={(id) => <label htmlFor={id}>{label}</label>} problem={problem}>
      {(id) => (
        <ColorInput
          id={id}
          label={label}
          value={typeof shown === 'string' ? shown : ''}
          tokens={field === 'color' || field === 'darkColor' ? 'reference' : 'value'}
          checked={false}
          onChange={(next) => save(next ?? null)}
          onCommit={commit}
        />
      )}
    </Row>
  );
}

function NumberRow({ field, unit }: { field: 'fontSize' | 'lineHeight'; unit: string }) {
  const { t } = useTranslation();
  const { shown, save, commit } = useStyleField(field);
  const bounds =
    field === 'fontSize'
      ? { ...SITE_FONT_SIZE, step: 1, unit: 'px' }
      : { ...SITE_LINE_HEIGHT, step: 0.05 };
  return (
    <Row
      field={field}
      label={(id) => <label htmlFor={id}>{t(`siteStyle.${field}`)}</label>}
      problem={null}
    >
      {(id) => (
        <NumberInput
          id={id}
          label={t(`siteStyle.${field}`)}
          bounds={bounds}
          value={typeof shown === 'number' ? shown : undefined}
          placeholder={field === 'fontSize' ? '16' : '1.5'}
          unit={unit}
          onChange={(next) => save(next ?? null)}
          onCommit={commit}
        />
      )}
    </Row>
  );
}

function FontRow() {
  const { t } = useTranslation();
  const { shown, problem, save, commit } = useStyleField('fontFamily');
  return (
    <Row
      field="fontFamily"
      label={(id) => <label htmlFor={id}>{t('siteStyle.fontFamily')}</label>}
      problem={problem}
      hint={t('siteStyle.fontFamily.hint')}
    >
      {(id, describedBy) => (
        <input
          id={id}
          className="field-input"
          spellCheck={false}
          placeholder={t('siteStyle.fontFamily.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          value={typeof shown === 'string' ? shown : ''}
          onChange={(event) => save(event.target.value)}
          onBlur={commit}
        />
      )}
    </Row>
  );
}

export function SiteStylePanel() {
  const { t } = useTranslation();
  const siteId = useEditor((s) => s.siteId);
  const colors = useEditor((s) => s.doc.site.colors);
  const title = useId();
  return (
    <FieldEnvironmentContext.Provider value={{ siteId, colors }}>
      <section className="site-style" data-testid="site-style" aria-labelledby={title}>
        <h3 id={title}>{t('siteStyle.title')}</h3>
        <p className="field-hint">{t('siteStyle.text')}</p>
        <FontRow />
        <div className="site-style-pair">
          <NumberRow field="fontSize" unit="px" />
          <NumberRow field="lineHeight" unit={t('siteStyle.lineHeight.unit')} />
        </div>
        <ColorRow field="color" />
        <ColorRow field="darkColor" />
        <ColorRow field="backgroundColor" />
        <ColorRow field="backgroundDarkColor" />
        <ColorTokens />
      </section>
    </FieldEnvironmentContext.Provider>
  );
}
