import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { defaultProps } from '../props.ts';
import { card } from '../stories/card.ts';
import { dialogDefinition, type DialogProps } from './definition.ts';
import { Dialog } from './Dialog.tsx';

/** In a page the slots hold the author's elements; here, a button and a small card. */
const slotsFor = (
  texts: { open: string; title: string; body: string; ok: string },
  style: CSSProperties = card,
) => ({
  trigger: <button type="button">{texts.open}</button>,
  content: (
    <div style={style}>
      <h2 style={{ marginTop: 0, fontSize: 20 }}>{texts.title}</h2>
      <p>{texts.body}</p>
      <button type="button">{texts.ok}</button>
    </div>
  ),
});
const englishTexts = {
  open: 'See the delivery offer',
  title: 'Free delivery',
  body: 'Orders over 30 € ship free to Dakar and Abidjan this week.',
  ok: 'Got it',
};
const french = slotsFor({
  open: 'Voir l’offre de livraison',
  title: 'Livraison offerte',
  body: 'Les commandes de plus de 30 € sont livrées gratuitement à Dakar et Abidjan cette semaine.',
  ok: 'Compris',
});

const english = slotsFor(englishTexts);
/** A sheet spans its edge: the card does too. */
const englishSheet = slotsFor(englishTexts, {
  ...card,
  maxWidth: 'none',
  borderRadius: '8px 8px 0 0',
});
/** `type: none` leaves placement to the content's own styles: here, a margin below the trigger. */
const englishPlaced = slotsFor(englishTexts, { ...card, margin: '64px 16px' });

const en = defaultProps<DialogProps>(dialogDefinition, 'en');

const meta = {
  title: 'Catalogue/Dialog',
  component: Dialog,
  args: { props: en, className: 'b-story', lang: 'en', slots: english },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<DialogProps>(dialogDefinition, 'fr'), lang: 'fr', slots: french },
};

export const Open: Story = { args: { props: { ...en, initialOpen: true, escClose: true } } };

export const OpenFrench: Story = {
  name: 'Open (French)',
  args: {
    props: { ...defaultProps<DialogProps>(dialogDefinition, 'fr'), initialOpen: true },
    lang: 'fr',
    slots: french,
  },
};

export const BottomSheet: Story = {
  args: {
    props: { ...en, initialOpen: true, type: 'sheet', sideSheet: 'bottom', animation: 'slide-in' },
    slots: englishSheet,
  },
};

export const SideModal: Story = {
  args: {
    props: { ...en, initialOpen: true, sideModal: 'right', align: 'top', animation: 'zoom' },
  },
};

export const CustomPosition: Story = {
  args: {
    props: {
      ...en,
      initialOpen: true,
      sideModal: 'custom',
      customPositionX: '10%',
      customPositionY: '80px',
      overlay: false,
      clickOutsideCloses: true,
    },
  },
};

export const NonBlocking: Story = {
  name: 'Non-blocking (type none)',
  args: {
    props: { ...en, type: 'none', clickOutsideCloses: true, animation: 'slide-in' },
    slots: englishPlaced,
  },
};

export const Disabled: Story = { args: { props: { ...en, disabled: true } } };
