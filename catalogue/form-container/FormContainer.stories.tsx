import type { Meta, StoryObj } from '@storybook/react-vite';
import { formInputDefinition, type FormInputProps } from '../form-input/definition.ts';
import { FormInput } from '../form-input/FormInput.tsx';
import { MaskInput } from '../mask-input/MaskInput.tsx';
import { maskInputDefinition, type MaskInputProps } from '../mask-input/definition.ts';
import { defaultProps } from '../props.ts';
import { formContainerDefinition, type FormContainerProps } from './definition.ts';
import { FormContainer } from './FormContainer.tsx';

const input = (lang: 'en' | 'fr', props: Partial<FormInputProps>, id: string) => (
  <FormInput
    props={{ ...defaultProps<FormInputProps>(formInputDefinition, lang), ...props }}
    className={`b-${id}`}
    lang={lang}
  />
);

/** In a page the slot holds the author's elements: here, two inputs and a plain submit button. */
const fields = (lang: 'en' | 'fr') => (
  <>
    {input(
      lang,
      { fieldName: 'name', placeholder: lang === 'fr' ? 'Votre nom' : 'Your name' },
      'name',
    )}
    {input(
      lang,
      {
        type: 'email',
        fieldName: 'email',
        placeholder: lang === 'fr' ? 'Votre e-mail' : 'Your email',
      },
      'email',
    )}
    <button type="submit">{lang === 'fr' ? 'Envoyer' : 'Send'}</button>
  </>
);

const meta = {
  title: 'Catalogue/Form container',
  component: FormContainer,
  args: {
    props: defaultProps<FormContainerProps>(formContainerDefinition, 'en'),
    className: 'b-story',
    lang: 'en',
    children: fields('en'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, fontFamily: 'system-ui, sans-serif' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stylesheet gives a form its column and gap; the story does it inline. */
const column = { style: { display: 'flex', flexDirection: 'column', gap: 12 } } as const;

export const English: Story = { args: { attributes: column } };

export const French: Story = {
  args: {
    props: defaultProps<FormContainerProps>(formContainerDefinition, 'fr'),
    lang: 'fr',
    children: fields('fr'),
    attributes: column,
  },
};

export const ValidateOnChange: Story = {
  args: {
    props: { validation: 'change', debounceDelay: 400, autocomplete: true },
    attributes: column,
  },
};

export const WithMaskAndCurrency: Story = {
  args: {
    attributes: column,
    children: (
      <>
        <MaskInput
          props={{
            ...defaultProps<MaskInputProps>(maskInputDefinition, 'en'),
            fieldName: 'member',
            placeholder: 'Member number',
          }}
          className="b-member"
          lang="en"
        />
        {input('en', { type: 'currency', fieldName: 'amount', placeholder: 'Amount' }, 'amount')}
        <button type="submit">Pay</button>
      </>
    ),
  },
};
