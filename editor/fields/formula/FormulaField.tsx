/**
 * The formula editor of a bound property (`{ $formula }`): Monaco with completion of variables,
 * collections, formulas, context and helpers, and under it a live preview of the value against
 * the editor's test scope, or the engine's error. A plain textarea stands in until Monaco has
 * loaded (it is a lazy chunk, kept off the editor's first load).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyType } from '@catalogue/define.ts';
import { previewFormula, type PreviewResult } from './preview.ts';
import { useMonacoEditors } from './use-monaco.ts';
import { useTestScope } from './use-test-scope.ts';
import './formula.css';
import { uiLang } from '@shared/i18n/label.ts';

export interface FormulaFieldProps {
  /** The formula's source (without `$formula`). */
  value: string;
  onChange(next: string): void;
  /** The author is done with this edit (blur): end the undo step. */
  onCommit?(): void;
  /** The accessible name of the field. */
  label: string;
  /** The page whose variables, formulas and collections the formula sees. */
  pageId?: string | null;
  /** The element the formula belongs to (inside a repeated list it sees `context.item`). */
  elementId?: string | null;
  /** The type of the property the formula feeds: the preview says when the value does not fit. */
  expected?: PropertyType;
  /**
   * The parameters of a site or page formula whose body this is: the preview runs the body
   * with them undefined instead of calling them unknown names.
   */
  parameters?: readonly string[];
}

export function FormulaField({
  value,
  onChange,
  onCommit,
  label,
  pageId,
  elementId,
  expected,
  parameters,
}: FormulaFieldProps) {
  const { i18n } = useTranslation();
  const editors = useMonacoEditors();
  const { scope, completion } = useTestScope(pageId, elementId);
  const preview = useMemo(
    () => previewFormula(value, scope, expected, undefined, parameters),
    [value, scope, expected, parameters],
  );
  const lang = uiLang(i18n.language);
  const error =
    preview.kind === 'error' && preview.index !== null
      ? { message: preview.message, index: preview.index }
      : null;

  return (
    <div className="formula-field" data-testid="formula-field">
      {editors ? (
        <editors.MonacoFormula
          value={value}
          onChange={onChange}
          {...(onCommit ? { onCommit } : {})}
          label={label}
          source={() => completion(lang)}
          error={error}
        />
      ) : (
        <textarea
          className="formula-fallback"
          data-editor="textarea"
          aria-label={label}
          spellCheck={false}
          rows={2}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onCommit?.()}
        />
      )}
      <FormulaPreview preview={preview} />
    </div>
  );
}

function FormulaPreview({ preview }: { preview: PreviewResult }) {
  const { t } = useTranslation();
  let text: string;
  let note: string | null = null;
  if (preview.kind === 'empty') text = t('formula.previewEmpty');
  else if (preview.kind === 'error') {
    const at =
      preview.index !== null && !/character/.test(preview.message)
        ? ` ${t('formula.previewAt', { position: preview.index + 1 })}`
        : '';
    text = t('formula.previewError', { message: preview.message }) + at;
  } else {
    text = preview.text;
    if (preview.mismatch) note = t(`formula.mismatch.${preview.mismatch}`);
  }
  return (
    <output
      className="formula-preview"
      data-testid="formula-preview"
      data-state={preview.kind}
      aria-live="polite"
      title={t('formula.testScope')}
    >
      <span className="formula-preview-label">{t('formula.preview')}</span> <code>{text}</code>
      {note && <span className="formula-preview-note"> {note}</span>}
    </output>
  );
}
