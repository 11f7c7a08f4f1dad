import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flexbox } from './Flexbox.tsx';

/** In a page the layout comes from the stylesheet; the story writes the definition's defaults. */
const layout = (direction: 'row' | 'column') => (
  <style>{`.b-story{display:flex;flex-direction:${direction};gap:8px}.b-story>*{padding:12px;background:#e8ebef}`}</style>
);

const items = ['Groceries', 'Airtime', 'Bus tickets'].map((label) => (
  <span key={label}>{label}</span>
));

const meta = {
  title: 'Catalogue/Flexbox',
  component: Flexbox,
  args: { props: { repeat: null }, className: 'b-story', children: items },
} satisfies Meta<typeof Flexbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  decorators: [
    (Story) => (
      <>
        {layout('row')}
        {Story()}
      </>
    ),
  ],
};

export const Column: Story = {
  decorators: [
    (Story) => (
      <>
        {layout('column')}
        {Story()}
      </>
    ),
  ],
};

export const Empty: Story = { args: { children: undefined } };

export const AsLink: Story = {
  args: { href: '#card' },
  decorators: [
    (Story) => (
      <>
        {layout('row')}
        {Story()}
      </>
    ),
  ],
};
