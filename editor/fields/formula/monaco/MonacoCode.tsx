/** Monaco for code properties and JSON values (html, css, json, javascript). */
import { useEffect, useId, useRef } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { useControlledModel } from './controlled.ts';
import type { CodeLanguage } from '../CodeEditor.tsx';

export interface MonacoCodeProps {
  value: string;
  onChange(next: string): void;
  onCommit?(): void;
  label: string;
  language: CodeLanguage;
  lines: number;
  readOnly: boolean;
}

const LINE = 18;
const EXTENSION: Record<CodeLanguage, string> = {
  html: 'html',
  css: 'css',
  json: 'json',
  javascript: 'js',
};

export function MonacoCode({
  value,
  onChange,
  onCommit,
  label,
  language,
  lines,
  readOnly,
}: MonacoCodeProps) {
  const id = useId().replace(/[^A-Za-z0-9]/g, '');
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  const model = useControlledModel(value, onChange);
  const onMount: OnMount = (editor) => {
    model.attach(editor);
    editor.onDidBlurEditorWidget(() => commit.current?.());
  };

  const options: Monaco.editor.IStandaloneEditorConstructionOptions = {
    ariaLabel: label,
    readOnly,
    minimap: { enabled: false },
    lineNumbers: 'on',
    lineNumbersMinChars: 3,
    folding: true,
    scrollBeyondLastLine: false,
    wordWrap: 'on',
    fontSize: 12,
    lineHeight: LINE,
    automaticLayout: true,
    fixedOverflowWidgets: true,
    scrollbar: { alwaysConsumeMouseWheel: false },
    tabSize: 2,
    contextmenu: false,
  };

  return (
    <div className="code-monaco" data-editor="monaco">
      <Editor
        height={lines * LINE + 8}
        path={`code-${id}.${EXTENSION[language]}`}
        language={language}
        defaultValue={value}
        onMount={onMount}
        options={options}
        loading={null}
      />
    </div>
  );
}
