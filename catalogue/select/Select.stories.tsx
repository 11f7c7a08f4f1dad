import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { selectDefinition, type SelectProps } from './definition.ts';
import { Select } from './Select.tsx';

const en = defaultProps<SelectProps>(selectDefinition, 'en');

const meta = {
  title: 'Catalogue/Select',
  component: Select,
  args: { props: en, className: 'b-story', lang: 'en' },
  // Room below the field for the open list.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small square of a colour, as an option image (no network in stories). */
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" rx="4" fill="${colour}"/></svg>`,
  )}`;

const countries = [
  'Argentina',
  'Belgium',
  'Canada',
  'Côte d’Ivoire',
  'Denmark',
  'France',
  'Germany',
  'Japan',
  'Mexico',
  'Sénégal',
  'Switzerland',
  'Vietnam',
].map((name) => ({ label: name, value: name.toLowerCase() }));

export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<SelectProps>(selectDefinition, 'fr'), lang: 'fr' },
};

export const Searchable: Story = {
  args: {
    props: {
      ...en,
      searchable: true,
      options: countries,
      placeholder: 'Country',
      label: 'Country',
    },
  },
};

export const Multiple: Story = {
  args: {
    props: {
      ...en,
      multiple: true,
      closeOnSelect: false,
      initialValueMulti: ['france', 'japan'],
      options: countries,
      label: 'Countries',
      placeholder: 'Pick countries',
    },
  },
};

export const WithImages: Story = {
  args: {
    props: {
      ...en,
      initialValue: 'green',
      options: [
        { label: 'Red', value: 'red', image: swatch('#d93025') },
        { label: 'Green', value: 'green', image: swatch('#188038') },
        { label: 'Blue', value: 'blue', image: swatch('#1a73e8') },
      ],
    },
  },
};

const numbered = Array.from({ length: 200 }, (_, i) => ({
  label: `Item ${i + 1}`,
  value: `item${i + 1}`,
}));

export const LimitedOptions: Story = {
  args: { props: { ...en, options: numbered, limitedOptions: true, limit: 10, searchable: true } },
};

export const InfiniteScroll: Story = {
  args: { props: { ...en, options: numbered, infiniteScroll: true, limit: 20 } },
};

export const Loading: Story = {
  args: { props: { ...en, options: [], loading: true } },
};

export const ReadOnly: Story = {
  args: { props: { ...en, readonly: true, initialValue: 'option2' } },
};
