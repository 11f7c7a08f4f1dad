import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { defaultProps } from '../props.ts';
import { Accordion } from './Accordion.tsx';
import { accordionDefinition, type AccordionProps } from './definition.ts';

/** In a page the children are elements with their own styles; here, plain ones. */
const toggleStyle: CSSProperties = {
  display: 'block',
  padding: '10px 0',
  fontWeight: 600,
  borderBottom: '1px solid #d4d8de',
};
const slots = (question: string, answer: string) => ({
  toggle: <span style={toggleStyle}>{question}</span>,
  content: <p style={{ margin: 0, padding: '10px 0' }}>{answer}</p>,
});

const meta = {
  title: 'Catalogue/Accordion',
  component: Accordion,
  args: {
    props: defaultProps<AccordionProps>(accordionDefinition, 'en'),
    className: 'b-story',
    lang: 'en',
    slots: slots(
      'How long does delivery take?',
      'Two to five working days within the country, one to two weeks abroad.',
    ),
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: {
    props: defaultProps<AccordionProps>(accordionDefinition, 'fr'),
    lang: 'fr',
    slots: slots(
      'Quel est le délai de livraison ?',
      'Deux à cinq jours ouvrés dans le pays, une à deux semaines à l’étranger.',
    ),
  },
};

export const Open: Story = {
  args: { props: { ...defaultProps<AccordionProps>(accordionDefinition, 'en'), initValue: true } },
};

export const NotAnimated: Story = {
  args: { props: { ...defaultProps<AccordionProps>(accordionDefinition, 'en'), animated: false } },
};

export const WithoutToggle: Story = {
  args: {
    slots: { content: <p>The built-in toggle text shows when the Toggle slot is empty.</p> },
  },
};
