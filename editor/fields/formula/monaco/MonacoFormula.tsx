/** The formula editor on Monaco: a few lines that grow with the formula, completion, error marks. */
import { useEffect, useId, useRef, useState } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { useControlledModel } from './controlled.ts';
import type { CompletionSource } from '../completions.ts';
import { FORMULA_LANGUAGE, sources } from './formula-language.ts';

export interface MonacoFormulaProps {
  value: string;
  onChange(next: string): void;
  onCommit?(): void;
  label: string;
  /** What completion proposes, read when the list opens (always the current site). */
  source(): CompletionSource;
  /** A syntax error to mark in the text. */
  error: { message: string; index: number } | null;
}

const LINE = 18;
const MIN_HEIGHT = LINE + 6;
const MAX_HEIGHT = LINE * 6 + 6;

const OPTIONS: Monaco.editor.IStandaloneEditorConstructionOptions = {
  minimap: { enabled: false },
  lineNumbers: 'off',
  glyphMargin: false,
  folding: false,
  lineDecorationsWidth: 4,
  lineNumbersMinChars: 0,
  scrollBeyondLastLine: false,
  wordWrap: 'on',
  wrappingStrategy: 'advanced',
  fontSize: 12,
  lineHeight: LINE,
  overviewRulerLanes: 0,
  hideCursorInOverviewRuler: true,
  renderLineHighlight: 'none',
  automaticLayout: true,
  // The suggestion list and hovers are drawn over the page, not clipped by the sidebar.
  fixedOverflowWidgets: true,
  scrollbar: { vertical: 'auto', horizontal: 'hidden', alwaysConsumeMouseWheel: false },
  suggest: { showWords: false, preview: true },
  quickSuggestions: { other: true, strings: true, comments: false },
  wordBasedSuggestions: 'off',
  contextmenu: false,
  tabSize: 2,
  padding: { top: 3, bottom: 3 },
};

export function MonacoFormula({
  value,
  onChange,
  onCommit,
  label,
  source,
  error,
}: MonacoFormulaProps) {
  const id = useId().replace(/[^A-Za-z0-9]/g, '');
  const path = `formula-${id}.baobab-formula`;
  const [height, setHeight] = useState(MIN_HEIGHT);
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const monacoRef = useRef<typeof Monaco | null>(null);
  const latest = useRef({ onCommit, source });
  useEffect(() => {
    latest.current = { onCommit, source };
  }, [onCommit, source]);

  const model = useControlledModel(value, onChange);
  const onMount: OnMount = (editor, monaco) => {
    model.attach(editor);
    editorRef.current = editor;
    monacoRef.current = monaco;
    const uri = editor.getModel()?.uri.toString();
    if (uri) sources.set(uri, () => latest.current.source());
    editor.onDidContentSizeChange((event) => {
      setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, event.contentHeight)));
    });
    editor.onDidBlurEditorWidget(() => latest.current.onCommit?.());
    editor.onDidDispose(() => {
      if (uri) sources.delete(uri);
    });
  };

  useEffect(() => {
    const model = editorRef.current?.getModel();
    const monaco = monacoRef.current;
    if (!model || !monaco) return;
    if (!error) return monaco.editor.setModelMarkers(model, FORMULA_LANGUAGE, []);
    const start = model.getPositionAt(error.index);
    const end = model.getPositionAt(error.index + 1);
    monaco.editor.setModelMarkers(model, FORMULA_LANGUAGE, [
      {
        severity: monaco.MarkerSeverity.Error,
        message: error.message,
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: Math.max(end.column, start.column + 1),
      },
    ]);
  }, [error, value]);

  return (
    <div className="formula-monaco" data-editor="monaco">
      <Editor
        height={height}
        path={path}
        language={FORMULA_LANGUAGE}
        defaultValue={value}
        onMount={onMount}
        options={{ ...OPTIONS, ariaLabel: label }}
        loading={null}
      />
    </div>
  );
}
