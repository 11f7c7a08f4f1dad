/**
 * A code editor for html/css/json/javascript properties and JSON values: Monaco (lazy chunk,
 * shared with the formula editor), a plain textarea until it has loaded.
 */
import { useMonacoEditors } from './use-monaco.ts';
import './formula.css';

export type CodeLanguage = 'html' | 'css' | 'json' | 'javascript';

export interface CodeEditorProps {
  value: string;
  onChange(next: string): void;
  /** The author is done with this edit (blur): end the undo step. */
  onCommit?(): void;
  /** The accessible name of the field. */
  label: string;
  language: CodeLanguage;
  /** Height in lines (default 8). */
  lines?: number;
  /** Default false. */
  readOnly?: boolean;
}

export function CodeEditor({
  value,
  onChange,
  onCommit,
  label,
  language,
  lines = 8,
  readOnly = false,
}: CodeEditorProps) {
  const editors = useMonacoEditors();
  return (
    <div className="code-editor" data-testid="code-editor" data-language={language}>
      {editors ? (
        <editors.MonacoCode
          value={value}
          onChange={onChange}
          {...(onCommit ? { onCommit } : {})}
          label={label}
          language={language}
          lines={lines}
          readOnly={readOnly}
        />
      ) : (
        <textarea
          className="code-fallback"
          data-editor="textarea"
          aria-label={label}
          spellCheck={false}
          rows={lines}
          readOnly={readOnly}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onCommit?.()}
        />
      )}
    </div>
  );
}
