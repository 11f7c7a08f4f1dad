import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { card } from '../stories/card.ts';
import { modalDefinition, type ModalProps } from './definition.ts';
import { Modal } from './Modal.tsx';

/** In a page the modal holds the author's elements; here, a small card. */
const content = (title: string, body: string) => (
  <div style={card}>
    <h2 style={{ marginTop: 0, fontSize: 20 }}>{title}</h2>
    <p style={{ marginBottom: 0 }}>{body}</p>
  </div>
);
const english = content('Basket saved', 'Your basket is kept for seven days.');
const french = content('Panier enregistré', 'Votre panier est conservé sept jours.');

const en = defaultProps<ModalProps>(modalDefinition, 'en');

const meta = {
  title: 'Catalogue/Modal',
  component: Modal,
  args: { props: en, className: 'b-story', lang: 'en', children: english },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default is hidden (display off): the story shows an empty canvas, as a page would. */
export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<ModalProps>(modalDefinition, 'fr'), lang: 'fr', children: french },
};

export const Shown: Story = { args: { props: { ...en, display: true } } };

export const ShownFrench: Story = {
  name: 'Shown (French)',
  args: {
    props: { ...defaultProps<ModalProps>(modalDefinition, 'fr'), display: true },
    lang: 'fr',
    children: french,
  },
};

export const TopRightWithoutBackdrop: Story = {
  args: {
    props: { ...en, display: true, position: 'top-right', backdrop: false, animation: 'fromRight' },
  },
};

export const CustomPosition: Story = {
  args: {
    props: {
      ...en,
      display: true,
      position: 'custom',
      positionLeft: '10%',
      positionTop: '120px',
      backdropColor: 'rgba(20, 60, 40, 0.6)',
    },
  },
};
