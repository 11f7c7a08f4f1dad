/**
 * Keeping a Monaco model in step with a React value without fighting the author's typing.
 * `@monaco-editor/react`'s `value` prop compares in an effect that runs after the render, so a
 * key typed before that effect sees an older value and the model is reset under the cursor
 * (characters jumbled on fast typing or slow renders). Here the values this editor reported are
 * remembered: when one of them comes back as the prop it is only acknowledged; any other value
 * is a change from elsewhere (undo, another field) and replaces the text as one edit.
 */
import { useEffect, useRef } from 'react';
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';

export function useControlledModel(
  value: string,
  onChange: (next: string) => void,
): {
  /** Give to `onMount`: starts listening to the author's edits. */
  attach(editor: Monaco.editor.IStandaloneCodeEditor): void;
} {
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const pending = useRef<string[]>([]);
  const applying = useRef(false);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model) return;
    const index = pending.current.indexOf(value);
    if (index >= 0) {
      pending.current.splice(0, index + 1);
      return;
    }
    pending.current = [];
    if (model.getValue() === value) return;
    applying.current = true;
    editor.pushUndoStop();
    editor.executeEdits('baobab', [{ range: model.getFullModelRange(), text: value }]);
    editor.pushUndoStop();
    applying.current = false;
  }, [value]);

  return {
    attach(editor) {
      editorRef.current = editor;
      const model = editor.getModel();
      if (model && model.getValue() !== value) model.setValue(value);
      editor.onDidChangeModelContent(() => {
        if (applying.current) return;
        const next = editor.getValue();
        pending.current.push(next);
        if (pending.current.length > 200) pending.current.shift();
        report.current(next);
      });
    },
  };
}
