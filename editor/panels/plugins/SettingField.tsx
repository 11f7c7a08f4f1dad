/**
 * One plugin setting's field, generated from its descriptor: text, secret (masked, with a show
 * toggle), page (the site's pages), select, number, boolean, JSON. Empty text removes the value
 * so the plugin's default applies.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingDescriptor } from '@plugins/define.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { DraftInput } from '../pages/DraftInput.tsx';
import { labelIn } from '@shared/i18n/label.ts';

export interface SettingFieldProps {
  name: string;
  descriptor: SettingDescriptor;
  value: JsonValue | undefined;
  problems: readonly string[];
  onChange(value: JsonValue | undefined): void;
}

const textOf = (value: JsonValue | undefined): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export function SettingField({ name, descriptor, value, problems, onChange }: SettingFieldProps) {
  const { t, i18n } = useTranslation();
  const label = labelIn(descriptor.label, i18n.language);
  const placeholder =
    descriptor.default !== undefined && descriptor.default !== null
      ? textOf(descriptor.default)
      : undefined;
  const common = { label, problems, field: name, area: 'plugins', required: descriptor.required };
  switch (descriptor.type) {
    case 'number':
      return (
        <DraftInput
          {...common}
          value={textOf(value)}
          placeholder={placeholder}
          check={(text) =>
            text.trim() === '' || Number.isFinite(Number(text)) ? null : t('plugins.notNumber')
          }
          onCommit={(text) => onChange(text.trim() === '' ? undefined : Number(text))}
        />
      );
    case 'json':
      return (
        <DraftInput
          {...common}
          multiline
          value={value === undefined ? '' : JSON.stringify(value, null, 2)}
          placeholder={placeholder}
          check={(text) => {
            if (text.trim() === '') return null;
            try {
              JSON.parse(text);
              return null;
            } catch (error) {
              return t('plugins.invalidJson', {
                message: error instanceof Error ? error.message : String(error),
              });
            }
          }}
          onCommit={(text) =>
            onChange(text.trim() === '' ? undefined : (JSON.parse(text) as JsonValue))
          }
        />
      );
    case 'boolean':
      return (
        <BooleanField
          label={label}
          name={name}
          checked={typeof value === 'boolean' ? value : descriptor.default === true}
          problems={problems}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <ChoiceField
          label={label}
          name={name}
          required={descriptor.required}
          value={typeof value === 'string' ? value : ''}
          emptyLabel={t('plugins.unset')}
          options={(descriptor.options ?? []).map((o) => ({
            value: o.value,
            label: labelIn(o.label, i18n.language),
          }))}
          problems={problems}
          onChange={onChange}
        />
      );
    case 'page':
      return (
        <PageField
          label={label}
          name={name}
          required={descriptor.required}
          value={typeof value === 'string' ? value : ''}
          problems={problems}
          onChange={onChange}
        />
      );
    case 'secret':
      return <SecretField {...common} value={textOf(value)} onChange={onChange} />;
    default:
      return (
        <DraftInput
          {...common}
          value={textOf(value)}
          placeholder={placeholder}
          onCommit={(text) => onChange(text === '' ? undefined : text)}
        />
      );
  }
}

function Problems({ problems }: { problems: readonly string[] }) {
  return problems.map((message) => (
    <p key={message} className="plugins-problem" data-testid="plugins-problem">
      {message}
    </p>
  ));
}

function SecretField(props: {
  label: string;
  field: string;
  value: string;
  problems: readonly string[];
  required?: boolean | undefined;
  onChange(value: JsonValue | undefined): void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="plugins-secret">
      <DraftInput
        label={props.label}
        field={props.field}
        area="plugins"
        required={props.required}
        problems={props.problems}
        type={shown ? 'text' : 'password'}
        value={props.value}
        onCommit={(text) => props.onChange(text === '' ? undefined : text)}
      />
      <button
        type="button"
        className="plugins-show"
        aria-pressed={shown}
        aria-label={t('plugins.showSecret', { name: props.label })}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? t('plugins.hide') : t('plugins.show')}
      </button>
    </div>
  );
}

function BooleanField(props: {
  label: string;
  name: string;
  checked: boolean;
  problems: readonly string[];
  onChange(value: JsonValue | undefined): void;
}) {
  const store = useEditorStore();
  return (
    <div className="plugins-field plugins-boolean" data-field={props.name}>
      <label>
        <input
          type="checkbox"
          checked={props.checked}
          onChange={(e) => {
            props.onChange(e.target.checked);
            // A click is a step of its own, never merged with the next one.
            store.mark();
          }}
        />{' '}
        {props.label}
      </label>
      <Problems problems={props.problems} />
    </div>
  );
}

function ChoiceField(props: {
  label: string;
  name: string;
  value: string;
  required?: boolean | undefined;
  emptyLabel: string;
  options: Array<{ value: string; label: string }>;
  problems: readonly string[];
  onChange(value: JsonValue | undefined): void;
}) {
  const id = useId();
  const store = useEditorStore();
  return (
    <div className="plugins-field" data-field={props.name}>
      <label htmlFor={id}>
        {props.label}
        {props.required && <span className="plugins-required"> *</span>}
      </label>
      <select
        id={id}
        value={props.value}
        aria-invalid={props.problems.length > 0 || undefined}
        onChange={(e) => {
          props.onChange(e.target.value === '' ? undefined : e.target.value);
          store.mark();
        }}
      >
        <option value="">{props.emptyLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Problems problems={props.problems} />
    </div>
  );
}

function PageField(props: {
  label: string;
  name: string;
  value: string;
  required?: boolean | undefined;
  problems: readonly string[];
  onChange(value: JsonValue | undefined): void;
}) {
  const { t } = useTranslation();
  const pages = useEditor((s) => s.doc.site.pages);
  const options = pages.map((p) => ({ value: p.id, label: p.name }));
  if (props.value !== '' && !pages.some((p) => p.id === props.value))
    options.push({ value: props.value, label: props.value });
  return <ChoiceField {...props} emptyLabel={t('plugins.noPage')} options={options} />;
}
