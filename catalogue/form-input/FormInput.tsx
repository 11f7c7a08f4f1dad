import { useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { clampNumber, fieldStates, useFormField } from '../form-container/field.ts';
import { warnOnce } from '../warn-once.ts';
import { checkValue, dateBound, inputTexts } from './check.ts';
import { FORM_INPUT_TYPES, type FormInputProps, type FormInputType } from './definition.ts';
import { symbolStyleVars } from './symbol-style.ts';
import { numberBounds, valueRules, type FieldValue } from './value.ts';
import '../form-field.css';
import './FormInput.css';

/** The `type` attribute of each input type (textarea renders a `<textarea>`). */
const HTML_TYPES: Record<Exclude<FormInputType, 'textarea'>, string> = {
  text: 'text',
  email: 'email',
  search: 'search',
  password: 'password',
  number: 'number',
  decimal: 'number',
  date: 'date',
  time: 'time',
  tel: 'tel',
  color: 'color',
  currency: 'text',
};

const NO_PLACEHOLDER: ReadonlySet<FormInputType> = new Set(['date', 'time', 'color']);
const RESIZE = ['none', 'vertical', 'horizontal', 'both'];
const TIME_STEPS = ['3600', '60', '1', '0.1'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="m3 3 18 18" />}
    </svg>
  );
}

/**
 * A form field of one of twelve types. It keeps the visitor's text and publishes its value: a
 * number (or null) for number, decimal and currency, the text otherwise. Inside a form container
 * it registers under its field name and shows the form's validation result (red border,
 * `aria-invalid`, the message in a live region and in the published `error`); on its own it
 * works the same, without validation. A currency amount is formatted with its separators while
 * the field has no focus, and edited as a plain number.
 */
export function FormInput({
  props,
  className,
  attributes,
  lang,
  emit,
  publish,
}: CatalogueComponentProps<FormInputProps>) {
  const type: FormInputType = FORM_INPUT_TYPES.includes(props.type) ? props.type : 'text';
  // A trap for bots is never required: a person cannot fill what they never see.
  const honeypot = props.honeypot === true;
  const checked = honeypot ? { ...props, required: false } : props;
  if (type !== props.type)
    warnOnce(`[baobab] form input: type ${JSON.stringify(props.type)} is unknown; shown as text`);
  const texts = inputTexts(lang);
  const rules = valueRules(type, props);
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  // The visitor's text; a new initial value (a formula's result), type or separator replaces it.
  const sourceKey = JSON.stringify([props.value ?? null, type, props.decimalSeparator ?? null]);
  const [source, setSource] = useState(sourceKey);
  const [value, setValue] = useState(() => rules.fromProp(props.value));
  if (source !== sourceKey) {
    setSource(sourceKey);
    setValue(rules.fromProp(props.value));
  }
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const typed = rules.typed(value);

  const field = useFormField<FieldValue>({
    fieldName: text(props.fieldName),
    value: typed,
    check: (current) => checkValue(type, checked, current, texts),
    focus: () => (area.current ?? input.current)?.focus(),
    reset: () => {
      const initial = rules.fromProp(props.value);
      setValue(initial);
      return rules.typed(initial);
    },
    debounce: props.debounce === true,
    delay: props.delay,
    emit,
    publish,
  });

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (props.readonly === true) return;
    const next = event.target.value;
    setValue(next);
    const nextTyped = rules.typed(next);
    if (!Object.is(nextTyped, typed)) field.edited(nextTyped);
  };
  const onBlur = () => {
    setFocused(false);
    // Numbers are clamped and rounded as typed; the text shows it once the visitor leaves.
    const committed = rules.commit(value);
    if (committed !== value) setValue(committed);
  };

  const name =
    text(props.ariaLabel) || text(props.placeholder) || text(props.fieldName) || texts.names[type];
  const common = {
    id,
    className: 'b-form-input-control',
    name: text(props.fieldName) || undefined,
    value: rules.shown(value, focused),
    placeholder: NO_PLACEHOLDER.has(type) ? undefined : text(props.placeholder) || undefined,
    readOnly: props.readonly === true,
    required: checked.required !== false,
    autoComplete: props.autocomplete === false || honeypot ? 'off' : 'on',
    tabIndex: honeypot ? -1 : undefined,
    'aria-label': name,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.error ? errorId : undefined,
    onChange,
    onFocus: () => setFocused(true),
    onBlur,
  };

  let control;
  if (type === 'textarea') {
    const resize = RESIZE.includes(props.resize) ? props.resize : 'vertical';
    control = (
      <textarea
        {...common}
        ref={area}
        rows={Math.round(clampNumber(props.rows, 1, 25, 4))}
        style={{ resize }}
      />
    );
  } else {
    const extra: Record<string, string | number | undefined> = {};
    if (type === 'number' || type === 'decimal') {
      const { min, max } = numberBounds(props);
      const step = clampNumber(props.step, 0, 10000, 1);
      Object.assign(extra, {
        min,
        max,
        step: step > 0 ? step : 'any',
        inputMode: type === 'decimal' ? 'decimal' : 'numeric',
      });
    } else if (type === 'date') {
      Object.assign(extra, {
        min: dateBound(props.minDate) ?? undefined,
        max: dateBound(props.maxDate) ?? undefined,
      });
    } else if (type === 'time') {
      extra.step = Number(TIME_STEPS.includes(props.precision) ? props.precision : '60');
    } else if (type === 'currency') {
      extra.inputMode = 'decimal';
    }
    control = (
      <input
        {...common}
        {...extra}
        ref={input}
        type={type === 'password' && revealed ? 'text' : HTML_TYPES[type]}
      />
    );
  }

  const symbol =
    type === 'currency' && props.showSymbol !== false && text(props.symbol) ? (
      <span className="b-form-input-symbol">{text(props.symbol)}</span>
    ) : null;
  const suffix = props.symbolPosition === 'suffix';

  return (
    <div
      {...attributes}
      className={`${className} b-form-input b-form-input--${type}${honeypot ? ' b-form-input--honeypot' : ''}`}
      aria-hidden={honeypot ? true : undefined}
      data-invalid={field.error ? '' : undefined}
      data-readonly={props.readonly === true ? '' : undefined}
      data-state={fieldStates(Boolean(field.error), props.readonly === true)}
      data-symbol={symbol ? (suffix ? 'suffix' : 'prefix') : undefined}
      style={{ ...(symbolStyleVars(props.symbolStyle) as CSSProperties), ...attributes?.style }}
    >
      {symbol && !suffix && symbol}
      {control}
      {symbol && suffix && symbol}
      {type === 'password' && props.displayPassword !== false && (
        <button
          type="button"
          className="b-form-input-toggle"
          aria-label={texts.showPassword}
          aria-pressed={revealed}
          aria-controls={id}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <EyeIcon crossed={revealed} />
        </button>
      )}
      <span id={errorId} className="b-form-input-error" aria-live="polite">
        {field.error ?? ''}
      </span>
    </div>
  );
}
