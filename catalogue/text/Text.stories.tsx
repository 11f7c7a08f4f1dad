import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { textDefinition, type TextProps } from './definition.ts';
import { Text } from './Text.tsx';

const meta = {
  title: 'Catalogue/Text',
  component: Text,
  args: { props: defaultProps<TextProps>(textDefinition, 'en'), className: 'b-story', lang: 'en' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<TextProps>(textDefinition, 'fr'), lang: 'fr' },
};

export const Heading: Story = {
  args: { props: { text: 'Groceries for home, paid from here', tag: 'h1' } },
};

export const TitreFrancais: Story = {
  name: 'Heading (French)',
  args: { props: { text: 'Les courses pour la famille, payées d’ici', tag: 'h1' }, lang: 'fr' },
};

export const AsButton: Story = {
  args: { props: { text: 'Show more', tag: 'button' } },
};

export const AsLink: Story = { args: { props: { text: 'Read the FAQ', tag: 'p' }, href: '#faq' } };
