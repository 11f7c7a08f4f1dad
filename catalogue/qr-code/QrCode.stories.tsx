import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { qrCodeDefinition, type QrCodeProps } from './definition.ts';
import { QrCode } from './QrCode.tsx';

const withValue = (lang: 'en' | 'fr'): QrCodeProps => ({
  ...defaultProps<QrCodeProps>(qrCodeDefinition, lang),
  value: 'BUS-7KQ2MX',
});

const meta = {
  title: 'Catalogue/QR code',
  component: QrCode,
  args: { props: withValue('en'), className: 'b-story', lang: 'en' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = { args: { props: withValue('fr'), lang: 'fr' } };

/** A link, larger, in the storefront's green, with high error correction. */
export const LinkInBrandColour: Story = {
  args: {
    props: {
      ...withValue('en'),
      value: 'https://baobab-basket.example/e-ticket?order=5d1c0f7e',
      size: 256,
      color: '#1f4d2b',
      errorCorrection: 'H',
    },
  },
};

/** No value yet: an empty square keeps the room. */
export const Empty: Story = { args: { props: { ...withValue('en'), value: '' } } };
