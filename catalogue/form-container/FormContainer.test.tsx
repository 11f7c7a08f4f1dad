import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentActionHandler } from '../component.ts';
import { FormInput } from '../form-input/FormInput.tsx';
import { formInputDefinition, type FormInputProps } from '../form-input/definition.ts';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import {
  formContainerDefinition,
  SUBMIT_BUTTON_MISSING,
  SUBMIT_BUTTON_WORKFLOWS,
  type FormContainerProps,
} from './definition.ts';
import { FormContainer } from './FormContainer.tsx';
import { formContainerSeeds } from './seeds.ts';

sharedChecks(formContainerDefinition, FormContainer, {
  seeds: formContainerSeeds,
  link: false,
  extra: { children: <button type="submit">Send</button> },
});

const email: FormInputProps = {
  ...defaultProps<FormInputProps>(formInputDefinition, 'en'),
  type: 'email',
  fieldName: 'email',
  placeholder: 'Email',
};

function renderForm(
  form: Partial<FormContainerProps>,
  options: {
    emit?: (event: string, payload?: Readonly<Record<string, unknown>>) => unknown;
    publish?: (state: Readonly<Record<string, unknown>>) => void;
    registerActions?: (handlers: Readonly<Record<string, ComponentActionHandler>>) => () => void;
  } = {},
) {
  const props = { validation: 'submit', debounceDelay: 500, autocomplete: true, ...form } as const;
  return render(
    <FormContainer
      props={props}
      className="b-form"
      emit={options.emit as never}
      publish={options.publish}
      registerActions={options.registerActions}
    >
      <FormInput props={email} className="b-email" />
      <FormInput
        props={{ ...email, type: 'text', fieldName: 'name', placeholder: 'Name' }}
        className="b-name"
      />
      <button type="submit">Send</button>
    </FormContainer>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
const lastState = (publish: ReturnType<typeof vi.fn>) =>
  publish.mock.lastCall?.[0] as Record<string, unknown>;

describe('form validation timing and state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders a real form that the browser does not validate itself', () => {
    const { container } = renderForm({ autocomplete: false });
    const form = container.querySelector('form');
    expect(form?.noValidate).toBe(true);
    expect(form?.getAttribute('autocomplete')).toBe('off');
    expect(form?.className).toBe('b-form b-form-container');
  });

  it('with submit timing, validates only on submit', async () => {
    const emit = vi.fn();
    renderForm({ validation: 'submit' }, { emit });
    type('Email', 'not-an-email');
    act(() => void vi.advanceTimersByTime(5000));
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();

    await send();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true'); // required, empty
    expect(document.activeElement).toBe(field('Email'));
    // Editing clears the stale error; it is checked again at the next submit.
    type('Email', 'still wrong');
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(emit).not.toHaveBeenCalledWith('submit', expect.anything());
  });

  it('with change timing, validates debounceDelay ms after the last change, not before', () => {
    const publish = vi.fn();
    renderForm({ validation: 'change', debounceDelay: 300 }, { publish });
    type('Email', 'not-an-email');
    act(() => void vi.advanceTimersByTime(299));
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    // Only the edited field shows its result; the form's validity counts every field.
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(lastState(publish).isValid).toBe(false);

    type('Email', 'ana@example.com');
    type('Name', 'Ana');
    act(() => void vi.advanceTimersByTime(299));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    act(() => void vi.advanceTimersByTime(1));
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(lastState(publish)).toMatchObject({
      isValid: true,
      fields: { email: 'ana@example.com', name: 'Ana' },
    });
  });

  it('is submitting while the submit workflows run, then submitted', async () => {
    let finish = () => undefined as void;
    const emit = vi.fn(
      (event: string) =>
        event === 'submit' && new Promise<void>((resolve) => (finish = () => resolve())),
    );
    const publish = vi.fn();
    renderForm({}, { emit, publish });
    expect(lastState(publish)).toMatchObject({
      isSubmitting: false,
      isSubmitted: false,
      isValid: null,
    });
    type('Email', 'ana@example.com');
    type('Name', 'Ana');

    await send();
    expect(emit).toHaveBeenCalledWith('submit', {
      fields: { email: 'ana@example.com', name: 'Ana' },
      isValid: true,
    });
    expect(lastState(publish)).toMatchObject({ isSubmitting: true, isSubmitted: false });
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    // A second submit while the first runs is ignored.
    await send();
    expect(emit.mock.calls.filter(([event]) => event === 'submit')).toHaveLength(1);

    await act(async () => finish());
    expect(lastState(publish)).toMatchObject({
      isSubmitting: false,
      isSubmitted: true,
      isValid: true,
    });
  });

  it('does not emit submit while a field is invalid, but raises invalid with the errors', async () => {
    const emit = vi.fn();
    const publish = vi.fn();
    renderForm({}, { emit, publish });
    type('Email', 'ana@example');
    type('Name', 'Ana');
    await send();
    expect(emit).not.toHaveBeenCalledWith('submit', expect.anything());
    expect(emit).toHaveBeenCalledWith('invalid', {
      fields: { email: 'ana@example', name: 'Ana' },
      errors: { email: 'Enter a valid email address.' },
    });
    expect(lastState(publish)).toMatchObject({ isValid: false, isSubmitted: false });
  });

  it('a failing submit workflow leaves the form not submitted, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const publish = vi.fn();
    renderForm({}, { emit: () => Promise.reject(new Error('down')), publish });
    type('Email', 'ana@example.com');
    type('Name', 'Ana');
    await send();
    expect(lastState(publish)).toMatchObject({ isSubmitting: false, isSubmitted: false });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('submit and reset actions', async () => {
    let actions: Readonly<Record<string, ComponentActionHandler>> = {};
    const emit = vi.fn();
    const publish = vi.fn();
    renderForm(
      {},
      {
        emit,
        publish,
        registerActions: (handlers) => {
          actions = handlers;
          return () => undefined;
        },
      },
    );
    type('Email', 'ana@example.com');
    type('Name', 'Ana');
    await act(async () => void (await actions.submit?.({})));
    expect(emit).toHaveBeenCalledWith('submit', expect.objectContaining({ isValid: true }));
    expect(lastState(publish).isSubmitted).toBe(true);
    act(() => void actions.reset?.({}));
    expect((field('Email') as HTMLInputElement).value).toBe('');
    expect(lastState(publish)).toMatchObject({
      isSubmitted: false,
      isValid: null,
      fields: { email: '', name: '' },
    });
  });
});

describe('form container editor checks', () => {
  const check = formContainerDefinition.editorChecks;
  const submitButton = { type: 'button', props: { buttonType: 'submit' } };

  it('warns, in the seeds’ words, when on-submit validation has no submit button', () => {
    const warnings = check({
      props: { validation: 'submit' },
      descendants: [{ type: 'button', props: { buttonType: 'button' } }],
    });
    expect(warnings.map((w) => [w.title.en, w.message.en])).toEqual([
      [
        'Submit button missing!',
        'A form container require a button with type submit to use the "on submit" trigger.',
      ],
    ]);
    expect(warnings[0]).toBe(SUBMIT_BUTTON_MISSING);
    // Not set is the default, submit.
    expect(check({ props: {}, descendants: [] })).toEqual([SUBMIT_BUTTON_MISSING]);
  });

  it('is quiet with a submit button, or with change validation', () => {
    expect(check({ props: { validation: 'submit' }, descendants: [submitButton] })).toEqual([]);
    expect(check({ props: { validation: 'change' }, descendants: [] })).toEqual([]);
  });

  it('warns when a submit button has its own click workflows (if the editor passes events)', () => {
    const withWorkflow = { ...submitButton, events: [{ trigger: 'click', workflowId: 'w1' }] };
    expect(check({ props: {}, descendants: [withWorkflow] })).toEqual([SUBMIT_BUTTON_WORKFLOWS]);
    expect(SUBMIT_BUTTON_WORKFLOWS.message.en).toMatch(/form container/);
  });

  it('words its warnings in French too', () => {
    for (const warning of [SUBMIT_BUTTON_MISSING, SUBMIT_BUTTON_WORKFLOWS]) {
      expect(warning.title.fr).not.toBe(warning.title.en);
      expect(warning.message.fr).not.toBe(warning.message.en);
    }
    expect(SUBMIT_BUTTON_MISSING.title.fr).toBe('Bouton d’envoi manquant !');
    // The trigger as the French editor names it (the form's `submit` event).
    const submit = formContainerDefinition.events.find((e) => e.name === 'submit');
    expect(SUBMIT_BUTTON_MISSING.message.fr).toContain(`« ${submit?.label.fr} »`);
  });
});
