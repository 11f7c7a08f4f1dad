/** Source code (HTML, CSS, JSON, JavaScript): the editor's code editor in the property's language. */
import { CodeEditor } from './formula/CodeEditor.tsx';
import type { FieldProps } from './types.ts';

export function CodeField({ value, label, property, onChange, onCommit }: FieldProps) {
  return (
    <CodeEditor
      label={label}
      language={property.language ?? 'html'}
      lines={6}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next)}
      onCommit={onCommit}
    />
  );
}
