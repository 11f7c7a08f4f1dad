import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { clampNumber, fieldStates, useFormField } from '../form-container/field.ts';
import { TIMING_FUNCTIONS, type AnimatedPlaceholder, type MaskInputProps } from './definition.ts';
import {
  attachMask,
  isEmptyUnmasked,
  maskSettings,
  resolveTyped,
  resolveUnmasked,
  type ElementMask,
  type Resolved,
} from './mask.ts';
import '../form-field.css';
import './MaskInput.css';

const TEXTS = {
  en: {
    required: 'This field is required.',
    incomplete: 'Complete this field in the expected format.',
    name: 'Formatted input',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    incomplete: 'Complétez ce champ au format attendu.',
    name: 'Saisie formatée',
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const LENGTH = /^\d*\.?\d+px$/;

/** The animated placeholder's settings, odd values replaced by the defaults. */
export function animation(value: AnimatedPlaceholder | null | undefined) {
  const a = value && typeof value === 'object' ? value : {};
  const margin =
    typeof a.margin === 'string' && LENGTH.test(a.margin.trim()) ? a.margin.trim() : '4px';
  return {
    trigger: a.trigger === 'input' ? 'input' : 'focus',
    position: a.position === 'outside' ? 'outside' : 'inside',
    scaling: clampNumber(a.scaling, 0, 1, 0.8),
    margin,
    transition: clampNumber(a.transition, 0, 2000, 400),
    timingFunction: TIMING_FUNCTIONS.includes(a.timingFunction as never)
      ? (a.timingFunction as string)
      : 'ease',
  } as const;
}

/** Digits only (no `a` or `*` outside fixed `{…}` parts): the numeric keyboard on phones. */
export const isNumericPattern = (pattern: unknown): boolean =>
  typeof pattern === 'string' && !/[a*]/.test(pattern.replace(/\{[^}]*\}|\\./g, ''));

/**
 * A text field with an imask pattern (`{8}000000` by default: a fixed 8, then six digits). It
 * publishes and sends the unmasked value; required fields must be filled, and a started value
 * must complete the pattern. Inside a form container it registers under its field name. With the
 * animated placeholder, the placeholder is a real `<label>` that moves (inside the top of the
 * field or above it) on focus or once there is a value.
 */
export function MaskInput({
  props,
  className,
  attributes,
  lang,
  emit,
  publish,
}: CatalogueComponentProps<MaskInputProps>) {
  const texts = lang?.toLowerCase().startsWith('fr') ? TEXTS.fr : TEXTS.en;
  const settings = maskSettings(props);
  const settingsKey = `${String(settings.mask)}|${settings.lazy}|${settings.placeholderChar}`;
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<ElementMask | null>(null);
  /** Set while the component writes to the mask itself (not the visitor typing). */
  const syncing = useRef(false);

  // A new initial value (a formula's result) or pattern replaces what was typed.
  const initial = typeof props.value === 'string' ? props.value : '';
  const sourceKey = `${settingsKey}|${initial}`;
  const [source, setSource] = useState(sourceKey);
  const [current, setCurrent] = useState<Resolved>(() => resolveTyped(settings, initial));
  if (source !== sourceKey) {
    setSource(sourceKey);
    setCurrent(resolveTyped(settings, initial));
  }
  const [focused, setFocused] = useState(false);

  const field = useFormField<string>({
    fieldName: text(props.fieldName),
    value: current.unmasked,
    check(value) {
      if (isEmptyUnmasked(settings, value)) {
        if (props.required !== false) return texts.required;
      } else if (!resolveUnmasked(settings, value).complete) return texts.incomplete;
      if (props.customValidation === true && typeof props.validation === 'string')
        return props.validation.trim() === '' ? null : props.validation;
      return null;
    },
    focus: () => input.current?.focus(),
    reset() {
      const reset = resolveTyped(settings, initial);
      setCurrent(reset);
      return reset.unmasked;
    },
    debounce: props.debounce === true,
    delay: props.delay,
    emit,
    publish,
  });

  // What the visitor's typing does, kept fresh for the mask's listener.
  const accept = useRef<(m: ElementMask) => void>(() => undefined);
  const latest = useRef({ settings, masked: current.masked });
  useLayoutEffect(() => {
    latest.current = { settings, masked: current.masked };
    accept.current = (m) => {
      const unmasked = isEmptyUnmasked(settings, m.unmaskedValue) ? '' : m.unmaskedValue;
      setCurrent({ masked: m.value, unmasked, complete: m.masked.isComplete });
      if (unmasked !== current.unmasked) field.edited(unmasked);
    };
  });

  useEffect(() => {
    const element = input.current;
    if (!element) return undefined;
    const m = attachMask(element, latest.current.settings);
    if (!m) return undefined;
    syncing.current = true;
    m.value = latest.current.masked;
    syncing.current = false;
    const onAccept = () => {
      if (!syncing.current) accept.current(m);
    };
    m.on('accept', onAccept);
    mask.current = m;
    return () => {
      m.off('accept', onAccept);
      m.destroy();
      mask.current = null;
    };
  }, [settingsKey]);

  // A new initial value or a reset: the mask shows it.
  useEffect(() => {
    const m = mask.current;
    if (!m || m.value === current.masked) return;
    syncing.current = true;
    m.value = current.masked;
    syncing.current = false;
  }, [current.masked]);

  const placeholder = text(props.placeholder);
  const advanced = props.advancedPlaceholder === true && placeholder !== '';
  const motion = animation(props.animatedPlaceholder);
  const floated =
    !settings.lazy || current.masked !== '' || (motion.trigger === 'focus' && focused);
  const name = text(props.ariaLabel) || (advanced ? '' : placeholder) || text(props.fieldName);
  const vars = advanced
    ? ({
        '--b-mask-input-scaling': String(motion.scaling),
        '--b-mask-input-margin': motion.margin,
        '--b-mask-input-transition': `${motion.transition}ms`,
        '--b-mask-input-timing': motion.timingFunction,
      } as CSSProperties)
    : undefined;

  return (
    <div
      {...attributes}
      className={`${className} b-mask-input`}
      data-invalid={field.error ? '' : undefined}
      data-readonly={props.readonly === true ? '' : undefined}
      data-state={fieldStates(Boolean(field.error), props.readonly === true)}
      data-animated={advanced ? motion.position : undefined}
      data-floated={advanced && floated ? '' : undefined}
      style={{ ...vars, ...attributes?.style }}
    >
      {advanced && (
        <label htmlFor={id} className="b-mask-input-label">
          {placeholder}
        </label>
      )}
      <input
        ref={input}
        id={id}
        type="text"
        className="b-mask-input-control"
        name={text(props.fieldName) || undefined}
        defaultValue={current.masked}
        placeholder={advanced ? undefined : placeholder || undefined}
        inputMode={isNumericPattern(props.pattern) ? 'numeric' : undefined}
        autoComplete="off"
        readOnly={props.readonly === true}
        required={props.required !== false}
        aria-label={name || (advanced ? undefined : texts.name)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <span id={errorId} className="b-mask-input-error" aria-live="polite">
        {field.error ?? ''}
      </span>
    </div>
  );
}
