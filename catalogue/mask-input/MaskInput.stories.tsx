import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { maskInputDefinition, type MaskInputProps } from './definition.ts';
import { MaskInput } from './MaskInput.tsx';

const en = defaultProps<MaskInputProps>(maskInputDefinition, 'en');
const fr = defaultProps<MaskInputProps>(maskInputDefinition, 'fr');

const meta = {
  title: 'Catalogue/Mask input',
  component: MaskInput,
  args: { props: en, className: 'b-story', lang: 'en' },
  decorators: [
    // Room above for the outside placeholder.
    (Story) => (
      <div style={{ maxWidth: 360, paddingTop: 24, fontFamily: 'system-ui, sans-serif' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaskInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = { args: { props: fr, lang: 'fr' } };

export const WithValue: Story = { args: { props: { ...en, value: '123456' } } };

export const PlaceholderVisible: Story = {
  args: { props: { ...en, placeholderVisible: true, placeholderChar: '_' } },
};

export const PhoneNumber: Story = {
  args: {
    props: {
      ...en,
      pattern: '+{221} 00 000 00 00',
      placeholder: 'Phone number',
      placeholderVisible: true,
    },
  },
};

export const AnimatedInside: Story = {
  args: {
    props: {
      ...en,
      placeholder: 'Member number',
      advancedPlaceholder: true,
      animatedPlaceholder: { trigger: 'focus', position: 'inside', scaling: 0.8, transition: 400 },
    },
  },
};

export const AnimatedOutside: Story = {
  args: {
    props: {
      ...en,
      placeholder: 'Member number',
      value: '8123',
      advancedPlaceholder: true,
      animatedPlaceholder: { trigger: 'input', position: 'outside', margin: '6px' },
    },
  },
};

export const ReadOnly: Story = { args: { props: { ...en, value: '8123456', readonly: true } } };
