import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { Columns } from './Columns.tsx';
import { columnsDefinition, type ColumnsProps } from './definition.ts';

const card = { padding: 12, background: '#e8ebef', borderRadius: 6, margin: 0 };
const cards = (labels: string[]) =>
  labels.map((text) => (
    <p key={text} style={card}>
      {text}
    </p>
  ));

const en = defaultProps<ColumnsProps>(columnsDefinition, 'en');

const meta = {
  title: 'Catalogue/Columns',
  component: Columns,
  args: {
    props: en,
    className: 'b-story',
    lang: 'en',
    children: cards(['Groceries', 'Airtime']),
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: {
    props: defaultProps<ColumnsProps>(columnsDefinition, 'fr'),
    lang: 'fr',
    children: cards(['Épicerie', 'Crédit téléphonique']),
  },
};

export const Widths: Story = {
  args: {
    props: { ...en, lengthInUnit: [3, 6, 3, 4, 8] },
    children: cards(['Menu', 'Article', 'Ads', 'Profile', 'Orders']),
  },
};

export const Rows: Story = {
  args: {
    props: { ...en, type: 'rows' },
    children: cards(['First row', 'Second row', 'Third row']),
  },
};

export const Mosaic: Story = {
  args: {
    props: { ...en, type: 'mosaic', lengthInUnit: [8, 6, 4, 6, 4, 8] },
    children: cards(['Hero', 'Deal', 'News', 'Map', 'Tips', 'Gallery']),
  },
};

export const ReversedAndPushLast: Story = {
  args: {
    props: { ...en, reverse: true, pushLast: true, lengthInUnit: [3, 3, 3] },
    children: cards(['One', 'Two', 'Three']),
  },
};

export const CenteredWideGaps: Story = {
  args: {
    props: {
      ...en,
      lengthInUnit: [3, 3],
      justifyContent: 'center',
      alignItems: 'center',
      columnGap: '48px',
      rowGap: '48px',
    },
  },
};
