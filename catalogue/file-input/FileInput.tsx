import { useId, useState, type ChangeEvent } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { usePublishedState } from '../hooks.ts';
import type { FileInputProps } from './definition.ts';
import './FileInput.css';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A native `<input type="file">` under its label, so the keyboard, the phone's camera and photo
 * library and assistive technology work as for any file field. Choosing raises `change` with
 * `{ files, value }` — the chosen files (a list, what the upload-file action takes as `file`)
 * and their names — and publishes `value` (the names). The files are not read or sent here: a
 * workflow uploads them.
 */
export function FileInput({
  props,
  className,
  attributes,
  lang,
  emit,
  publish,
}: CatalogueComponentProps<FileInputProps>) {
  const id = useId();
  const [names, setNames] = useState<string[]>([]);
  usePublishedState(publish, { value: names });
  const disabled = props.disabled === true;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const value = files.map((file) => file.name);
    setNames(value);
    void emit?.('change', { files, value });
  };
  const labelText = text(props.label);
  return (
    <div
      {...attributes}
      className={`${className} b-file-input`}
      data-disabled={disabled || undefined}
    >
      {labelText && (
        <label className="b-file-input-label" htmlFor={id}>
          {labelText}
        </label>
      )}
      <input
        id={id}
        type="file"
        className="b-file-input-control"
        accept={text(props.accept) || undefined}
        multiple={props.multiple === true}
        disabled={disabled}
        aria-label={labelText ? undefined : lang === 'fr' ? 'Fichier' : 'File'}
        onChange={onChange}
      />
    </div>
  );
}
