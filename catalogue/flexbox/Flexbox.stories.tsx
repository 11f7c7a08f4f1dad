import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { defaultProps } from '../props.ts';
import { flexboxDefinition, type FlexboxProps } from './definition.ts';
import { Flexbox } from './Flexbox.tsx';

/** In a page the layout comes from the stylesheet; the story writes the definition's defaults. */
const layout = (direction: 'row' | 'column') => (Story: () => ReactNode) => (
  <>
    <style>{`.b-story{display:flex;flex-direction:${direction};gap:8px}.b-story>*{padding:12px;background:#e8ebef;color:#1d2733}`}</style>
    {Story()}
  </>
);

const items = (labels: string[]) => labels.map((label) => <span key={label}>{label}</span>);

const meta = {
  title: 'Catalogue/Flexbox',
  component: Flexbox,
  args: {
    props: defaultProps<FlexboxProps>(flexboxDefinition, 'en'),
    className: 'b-story',
    lang: 'en',
    children: items(['Groceries', 'Airtime', 'Bus tickets']),
  },
  decorators: [layout('row')],
} satisfies Meta<typeof Flexbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: {
    props: defaultProps<FlexboxProps>(flexboxDefinition, 'fr'),
    lang: 'fr',
    children: items(['Courses', 'Crédit téléphonique', 'Tickets de bus']),
  },
};

export const Column: Story = { decorators: [layout('column')] };

export const AsLink: Story = {
  args: { href: '#card', children: items(['Weekly basket', '€24']) },
};
