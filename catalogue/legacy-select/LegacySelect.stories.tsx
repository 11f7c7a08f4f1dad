import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { legacySelectDefinition, type LegacySelectProps } from './definition.ts';
import { LegacySelect } from './LegacySelect.tsx';

const en = defaultProps<LegacySelectProps>(legacySelectDefinition, 'en');

const meta = {
  title: 'Catalogue/Select (legacy)',
  component: LegacySelect,
  args: { props: en, className: 'b-story', lang: 'en' },
  // Room below the field for the open list.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegacySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const fruits = ['Apple', 'Apricot', 'Banana', 'Cherry', 'Fig', 'Grape', 'Kiwi', 'Mango'].map(
  (name, i) => ({ label: name, value: name.toLowerCase(), code: `F${i + 1}` }),
);

export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<LegacySelectProps>(legacySelectDefinition, 'fr'), lang: 'fr' },
};

export const LegacySelectOpen: Story = {
  args: { props: { ...en, initialState: 'open', initialValue: 'option2' } },
};

export const MultipleWithChips: Story = {
  args: {
    props: {
      ...en,
      choices: fruits,
      selectType: 'multiple',
      initialValueMulti: ['apple', 'fig'],
      closeOnSelect: false,
      placeholder: 'Pick fruits',
    },
  },
};

export const WithSearch: Story = {
  args: {
    props: { ...en, choices: fruits, showSearch: true, autoFocus: false, initialState: 'open' },
  },
};

export const ThousandChoices: Story = {
  args: {
    props: {
      ...en,
      choices: Array.from({ length: 1000 }, (_, i) => ({
        label: `Choice ${i + 1}`,
        value: `c${i + 1}`,
      })),
      initialState: 'open',
      allowScrollingWhenOpen: true,
    },
  },
};

export const Styled: Story = {
  args: {
    props: {
      ...en,
      initialValue: 'option1',
      triggerStyle: { backgroundColor: '#0f172a', color: '#f8fafc', borderRadius: 20 },
      selectedStyle: { fontWeight: 700 },
      dropdownStyle: { borderRadius: 12, maxHeight: 200 },
      optionStyle: { selectedBackgroundColor: '#0f172a', selectedColor: '#f8fafc' },
    },
  },
};
