import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { tabsDefinition, type TabsProps } from './definition.ts';
import { Tabs } from './Tabs.tsx';

/** In a page each panel is an element of the Contents slot; here, plain paragraphs. */
const panels = (texts: string[]) =>
  texts.map((text) => (
    <p key={text} style={{ margin: 0, padding: 16 }}>
      {text}
    </p>
  ));
const english = panels([
  'Orders ship within two working days.',
  'Returns are free for thirty days.',
  'Pay by card or mobile money.',
]);

const meta = {
  title: 'Catalogue/Tabs',
  component: Tabs,
  args: {
    props: defaultProps<TabsProps>(tabsDefinition, 'en'),
    className: 'b-story',
    lang: 'en',
    slots: { tabsContent: english },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = defaultProps<TabsProps>(tabsDefinition, 'en');

export const English: Story = {};

export const French: Story = {
  args: {
    props: defaultProps<TabsProps>(tabsDefinition, 'fr'),
    lang: 'fr',
    slots: {
      tabsContent: panels([
        'Les commandes partent sous deux jours ouvrés.',
        'Les retours sont gratuits pendant trente jours.',
        'Payez par carte ou par mobile money.',
      ]),
    },
  },
};

export const Vertical: Story = {
  args: { props: { ...en, tabsPosition: 'left', transition: 'fadeLeftRight', value: 1 } },
};

export const BottomStretched: Story = {
  args: {
    props: {
      ...en,
      tabsPosition: 'bottom',
      horizontalAlignment: 'stretch',
      transition: 'fadeTopBottom',
    },
  },
};

export const HeadersFromChildren: Story = {
  args: {
    props: { ...en, horizontalAlignment: 'center', transition: 'none' },
    slots: {
      tabsList: ['Shipping', 'Returns', 'Payment'].map((text) => (
        <strong key={text}>{text}</strong>
      )),
      tabsContent: english,
    },
  },
};
