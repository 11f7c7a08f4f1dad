/** A field over a real value (what it stores is what it shows next), typed into key by key. */
import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PropertyDefinition } from '@catalogue/define.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { createI18n } from '../../i18n/index.ts';
import { FieldEditor } from '../FieldEditor.tsx';

function Harness(props: {
  name: string;
  property: PropertyDefinition;
  initial: JsonValue | undefined;
  stored: Array<JsonValue | undefined>;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <FieldEditor
      id="f"
      name={props.name}
      property={props.property}
      label={props.property.label.en}
      value={value}
      onChange={(next) => {
        props.stored.push(next);
        setValue(next);
      }}
      onCommit={() => {}}
    />
  );
}

export function typingField(
  name: string,
  property: PropertyDefinition,
  initial: JsonValue | undefined,
  lang: 'en' | 'fr' = 'en',
) {
  const stored: Array<JsonValue | undefined> = [];
  const view = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <Harness name={name} property={property} initial={initial} stored={stored} />
    </I18nextProvider>,
  );
  const input = () => view.container.querySelector<HTMLInputElement>('#f')!;
  return {
    ...view,
    stored,
    input,
    /** Selects all and types `text` one key at a time, as a keyboard does. */
    type(text: string) {
      fireEvent.focus(input());
      fireEvent.change(input(), { target: { value: '' } });
      for (let i = 1; i <= text.length; i += 1)
        fireEvent.change(input(), { target: { value: text.slice(0, i) } });
    },
    /** The value the field holds now (the last one stored, or the initial one). */
    value: () => (stored.length ? stored.at(-1) : initial),
    note: () => view.container.querySelector('.field-note, .field-error')?.textContent ?? null,
  };
}
