import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import { FormContext, type FormContextValue, type FormField } from './context.ts';
import type { FormContainerProps } from './definition.ts';
import { clampNumber, DELAY } from './field.ts';
import './FormContainer.css';

interface FormState {
  isSubmitting: boolean;
  isSubmitted: boolean;
  /** Result of the latest validation; null until the form has validated once. */
  isValid: boolean | null;
}

const INITIAL: FormState = { isSubmitting: false, isSubmitted: false, isValid: null };

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** `{ fieldName: value }` of the named fields (a later duplicate name wins). */
function collect(fields: ReadonlySet<FormField>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (field.fieldName) values[field.fieldName] = field.getValue();
  return values;
}

/**
 * A `<form>` around its children. Inputs inside register with it; on submit it validates them
 * all and raises `submit` with `{ fields, isValid }` only when every one is valid (else
 * `invalid`, and focus goes to the first invalid field). With `change` validation, a field is
 * validated `debounceDelay` ms after its last change. Publishes isSubmitting (while the submit
 * workflows run), isSubmitted, isValid and fields.
 */
export function FormContainer({
  props,
  className,
  attributes,
  children,
  emit,
  publish,
  registerActions,
}: CatalogueComponentProps<FormContainerProps>) {
  const validation = props.validation === 'change' ? 'change' : 'submit';
  const [state, setState] = useState<FormState>(INITIAL);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const fields = useRef(new Set<FormField>());
  const changedFields = useRef(new Set<FormField>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submitting = useRef(false);
  const latest = useRef({ props, emit });
  useLayoutEffect(() => {
    latest.current = { props, emit };
  });

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const context = useMemo<FormContextValue>(() => {
    /** `change` validation: the fields edited since the last run show their result. */
    const validateChanged = () => {
      timer.current = null;
      for (const field of changedFields.current) field.validate(true);
      changedFields.current.clear();
      const isValid = [...fields.current].every((field) => field.validate(false) === null);
      setState((s) => ({ ...s, isValid }));
    };
    return {
      validation,
      register(field) {
        fields.current.add(field);
        setValues(collect(fields.current));
        return () => {
          fields.current.delete(field);
          changedFields.current.delete(field);
          setValues(collect(fields.current));
        };
      },
      changed(field) {
        setValues(collect(fields.current));
        if (validation !== 'change') return;
        changedFields.current.add(field);
        if (timer.current !== null) clearTimeout(timer.current);
        const delay = clampNumber(
          latest.current.props.debounceDelay,
          DELAY.min,
          DELAY.max,
          DELAY.default,
        );
        timer.current = setTimeout(validateChanged, delay);
      },
    };
  }, [validation]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting.current) return;
    stopTimer();
    changedFields.current.clear();
    const all = [...fields.current];
    const errors = all.map((field) => field.validate(true));
    const submitted = collect(fields.current);
    setValues(submitted);
    const firstInvalid = errors.findIndex((error) => error !== null);
    if (firstInvalid >= 0) {
      setState((s) => ({ ...s, isValid: false }));
      all[firstInvalid]?.focus();
      const messages: Record<string, string> = {};
      all.forEach((field, i) => {
        const error = errors[i];
        if (error && field.fieldName) messages[field.fieldName] = error;
      });
      latest.current.emit?.('invalid', { fields: submitted, errors: messages });
      return;
    }
    submitting.current = true;
    setState((s) => ({ ...s, isValid: true, isSubmitting: true }));
    let succeeded = false;
    try {
      // The runtime may return the workflows' promise: the form stays "submitting" until it settles.
      const result: unknown = latest.current.emit?.('submit', { fields: submitted, isValid: true });
      if (isThenable(result)) await result;
      succeeded = true;
    } catch (error) {
      console.warn('[baobab] form container: the submit workflows failed', error);
    } finally {
      submitting.current = false;
      setState((s) => ({
        ...s,
        isSubmitting: false,
        isSubmitted: s.isSubmitted || succeeded,
      }));
    }
  };

  useComponentActions(registerActions, {
    submit: () => submit(),
    reset: () => {
      stopTimer();
      changedFields.current.clear();
      for (const field of fields.current) field.reset();
      setValues(collect(fields.current));
      setState((s) => ({ ...s, isSubmitted: false, isValid: null }));
    },
  });
  usePublishedState(publish, { ...state, fields: values });

  return (
    <form
      {...attributes}
      className={`${className} b-form-container`}
      noValidate
      autoComplete={props.autocomplete === false ? 'off' : 'on'}
      aria-busy={state.isSubmitting || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <FormContext.Provider value={context}>{children}</FormContext.Provider>
    </form>
  );
}
