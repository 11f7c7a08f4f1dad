import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { clampNumber, DELAY, useFormField } from '../form-container/field.ts';
import { checkboxError, checkboxTexts } from './check.ts';
import type { CheckboxProps } from './definition.ts';
import './Checkbox.css';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The box's side in px: 12–48, 18 when it is not a number. */
export const boxSize = (value: unknown): number => Math.round(clampNumber(value, 12, 48, 18));

/**
 * A native `<input type="checkbox">` inside its `<label>` (the text beside the box), so a click
 * on the text, Space on the focused box and assistive technology all work as they do for any
 * checkbox. It publishes `value` (true or false) and `error`, and raises `change` with
 * `{ value }`, `focus` and `blur`. Inside a form container it registers under its field name:
 * a required box must be ticked, and the custom validation formula's text is an error too; the
 * message shows under the box, linked to it (`aria-describedby`, `aria-invalid`). Read only, it
 * keeps the focus but no click or key changes it; disabled, it cannot be focused or changed and
 * is never invalid.
 */
export function Checkbox({
  props,
  className,
  attributes,
  lang,
  emit,
  publish,
}: CatalogueComponentProps<CheckboxProps>) {
  const texts = checkboxTexts(lang);
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const disabled = props.disabled === true;
  const readonly = props.readonly === true;

  // What the visitor ticked; a new initial value (a bound formula's result) replaces it.
  const initial = props.value === true;
  const [source, setSource] = useState(initial);
  const [checked, setChecked] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setChecked(initial);
  }

  const field = useFormField<boolean>({
    fieldName: text(props.fieldName),
    value: checked,
    check: (value) => checkboxError(props, value, texts),
    focus: () => input.current?.focus(),
    reset: () => {
      setChecked(initial);
      return initial;
    },
    debounce: false,
    delay: DELAY.default,
    emit,
    publish,
  });

  // A controlled box: while read only its state stays, and React puts the browser's toggle back.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (readonly || disabled) return;
    const next = event.target.checked;
    setChecked(next);
    field.edited(next);
  };

  // A click on the label text reaches the root twice (on the text, then the click the browser
  // sends to the box): the element's click workflows run once, for the box's click.
  const { onClick: rootClick, style, ...rootAttributes } = attributes ?? {};
  const onRootClick =
    rootClick &&
    ((event: MouseEvent<HTMLElement>) => {
      if (event.target === input.current) rootClick(event);
    });

  const labelText = text(props.label);
  const accent = text(props.accentColor);
  return (
    <div
      {...rootAttributes}
      onClick={onRootClick}
      className={`${className} b-checkbox`}
      data-checked={checked || undefined}
      data-invalid={field.error ? '' : undefined}
      data-disabled={disabled || undefined}
      data-readonly={readonly || undefined}
      style={
        {
          '--b-checkbox-size': `${boxSize(props.boxSize)}px`,
          '--b-checkbox-accent': accent || undefined,
          ...style,
        } as CSSProperties
      }
    >
      <label className="b-checkbox-label" htmlFor={id}>
        <input
          ref={input}
          id={id}
          type="checkbox"
          className="b-checkbox-box"
          name={text(props.fieldName) || undefined}
          checked={checked}
          disabled={disabled}
          required={props.required === true}
          aria-readonly={readonly || undefined}
          // Without a label text, the field name (else "Checkbox") names the box.
          aria-label={labelText ? undefined : text(props.fieldName) || texts.name}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
          onChange={onChange}
          onFocus={() => emit?.('focus')}
          onBlur={() => emit?.('blur')}
        />
        {labelText && <span className="b-checkbox-text">{labelText}</span>}
      </label>
      <span id={errorId} className="b-checkbox-error" aria-live="polite">
        {field.error ?? ''}
      </span>
    </div>
  );
}
