import type { Meta, StoryObj } from '@storybook/react-vite';
import { formContainerDefinition, type FormContainerProps } from '../form-container/definition.ts';
import { FormContainer } from '../form-container/FormContainer.tsx';
import { formInputDefinition, type FormInputProps } from '../form-input/definition.ts';
import { FormInput } from '../form-input/FormInput.tsx';
import { defaultProps } from '../props.ts';
import { Checkbox } from './Checkbox.tsx';
import { checkboxDefinition, type CheckboxProps } from './definition.ts';

const en = defaultProps<CheckboxProps>(checkboxDefinition, 'en');
const fr = defaultProps<CheckboxProps>(checkboxDefinition, 'fr');

const meta = {
  title: 'Catalogue/Checkbox',
  component: Checkbox,
  args: { props: en, className: 'b-story', lang: 'en' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, fontFamily: 'system-ui, sans-serif' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const terms: CheckboxProps = {
  ...en,
  label: 'I accept the terms of sale',
  fieldName: 'terms',
  required: true,
};

/** The stylesheet gives a form its column and gap; the story does it inline. */
const column = { style: { display: 'flex', flexDirection: 'column', gap: 12 } } as const;
const form = defaultProps<FormContainerProps>(formContainerDefinition, 'en');
const email: FormInputProps = {
  ...defaultProps<FormInputProps>(formInputDefinition, 'en'),
  type: 'email',
  fieldName: 'email',
  placeholder: 'Your email',
  value: 'ana@example.com',
};

/** The checkout's end: an email, the required terms box and a submit button, in a form. */
const inForm: Story['render'] = (args) => (
  <FormContainer props={form} className="b-form" attributes={column}>
    <FormInput props={email} className="b-email" lang="en" />
    <Checkbox {...args} />
    <button type="submit">Pay</button>
  </FormContainer>
);

/**
 * Sends the form as a visitor would, once the page is idle: the fields register with their form
 * in effects, which React runs in a task of its own after the story has rendered.
 */
const submitForm: Story['play'] = async ({ canvasElement }) => {
  await new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(resolve, { timeout: 2000 })
      : setTimeout(resolve, 0),
  );
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
};

export const English: Story = {};

export const French: Story = { args: { props: fr, lang: 'fr' } };

export const Checked: Story = { args: { props: { ...en, value: true } } };

export const Disabled: Story = {
  args: { props: { ...en, label: 'Gift wrapping (out of stock)', disabled: true } },
};

export const DisabledChecked: Story = {
  args: { props: { ...en, label: 'Delivery insurance (included)', value: true, disabled: true } },
};

export const ReadOnly: Story = {
  args: {
    props: { ...en, label: 'Newsletter (set in your account)', value: true, readonly: true },
  },
};

export const LargeAndColoured: Story = {
  args: {
    props: { ...en, label: 'Send me a text when it ships', boxSize: 28, accentColor: '#1e7d32' },
  },
};

export const InAForm: Story = { args: { props: terms }, render: inForm };

/** The form after a submit with the box unticked: the message under it, the box outlined. */
export const RequiredError: Story = {
  args: { props: terms },
  render: inForm,
  play: submitForm,
};

export const RequiredErrorFrench: Story = {
  args: {
    props: { ...fr, label: 'J’accepte les conditions de vente', required: true },
    lang: 'fr',
  },
  render: (args) => (
    <FormContainer props={form} className="b-form" attributes={column}>
      <Checkbox {...args} />
      <button type="submit">Payer</button>
    </FormContainer>
  ),
  play: submitForm,
};
