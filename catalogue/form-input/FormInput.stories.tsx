import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { formInputDefinition, type FormInputProps } from './definition.ts';
import { FormInput } from './FormInput.tsx';

const en = defaultProps<FormInputProps>(formInputDefinition, 'en');
const fr = defaultProps<FormInputProps>(formInputDefinition, 'fr');

const meta = {
  title: 'Catalogue/Form input',
  component: FormInput,
  args: { props: en, className: 'b-story', lang: 'en' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, fontFamily: 'system-ui, sans-serif' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One story per input type: the type and what it needs to show itself. */
const ofType = (props: Partial<FormInputProps>, name?: string): Story => ({
  ...(name ? { name } : {}),
  args: { props: { ...en, ...props } },
});

export const English: Story = {};

export const French: Story = { args: { props: fr, lang: 'fr' } };

export const Text = ofType({ type: 'text', placeholder: 'Your name' });
export const Textarea = ofType({ type: 'textarea', placeholder: 'Your message', rows: 4 });
export const Email = ofType({ type: 'email', placeholder: 'you@example.com' });
export const Search = ofType({ type: 'search', placeholder: 'Search the shop' });
export const Password = ofType({ type: 'password', placeholder: 'Password' });
export const PasswordFrench: Story = {
  args: { props: { ...fr, type: 'password', placeholder: 'Mot de passe' }, lang: 'fr' },
};
export const NumberType = ofType(
  { type: 'number', placeholder: 'Quantity', value: '3', min: 1, max: 20 },
  'Number',
);
export const Decimal = ofType({
  type: 'decimal',
  placeholder: 'Weight (kg)',
  value: '2.5',
  decimalPrecision: '0.01',
});
export const DateType = ofType(
  { type: 'date', ariaLabel: 'Delivery date', minDate: '2025-01-01', maxDate: '2030-12-31' },
  'Date',
);
export const Time = ofType({ type: 'time', ariaLabel: 'Pick-up time', precision: '60' });
export const Phone = ofType({ type: 'tel', placeholder: '+221 77 123 45 67' });
export const Color = ofType({ type: 'color', ariaLabel: 'Label colour', value: '#1a5fb4' });

export const CurrencyPrefix = ofType({
  type: 'currency',
  placeholder: 'Amount',
  value: '1234567.891',
});

export const CurrencySuffix = ofType({
  type: 'currency',
  placeholder: 'Montant',
  value: '1234567.891',
  symbol: '€',
  symbolPosition: 'suffix',
  thousandsSeparator: 'dot',
  decimalSeparator: 'comma',
  symbolStyle: { color: '#1a5fb4', size: '18px', padding: '6px' },
});

export const ReadOnly = ofType({ type: 'text', value: 'ORDER-2025-0042', readonly: true });
