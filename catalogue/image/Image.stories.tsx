import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { imageDefinition, type ImageProps } from './definition.ts';
import { Image } from './Image.tsx';

/** A small drawn "photo" (no network in stories): a sunset over hills. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#ef4444"/></linearGradient></defs>' +
    '<rect width="640" height="400" fill="url(#s)"/><circle cx="420" cy="210" r="70" fill="#fde68a"/>' +
    '<path d="M0 300 Q160 220 320 290 T640 270 V400 H0Z" fill="#166534"/>' +
    '<path d="M0 340 Q200 290 400 340 T640 330 V400 H0Z" fill="#14532d"/></svg>',
)}`;

const en = defaultProps<ImageProps>(imageDefinition, 'en');
const fr = defaultProps<ImageProps>(imageDefinition, 'fr');
const sunset: ImageProps = {
  ...en,
  url: photo,
  alt: 'A sunset over green hills',
  width: 640,
  height: 400,
};

const meta = {
  title: 'Catalogue/Image',
  component: Image,
  args: { props: en, className: 'b-story', lang: 'en' },
  // Width and height come from the element's styles in a page; here, from the story.
  decorators: [
    (Story) => <div style={{ width: 320, height: 200, display: 'grid' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bundled placeholder, shown while no image is chosen. */
export const English: Story = {};

export const French: Story = { args: { props: fr, lang: 'fr' } };

export const Photo: Story = { args: { props: sunset } };

export const Contain: Story = {
  args: { props: { ...sunset, objectFit: 'contain', loading: 'eager' } },
};

export const GradientOverlay: Story = {
  args: { props: { ...sunset, overlay: 'linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.7))' } },
};

export const ColourOverlay: Story = {
  args: { props: { ...sunset, overlay: 'rgba(30, 64, 175, 0.45)' } },
};

export const Filter: Story = { args: { props: { ...sunset, filter: 'grayscale(1)' } } };

export const FrenchAlt: Story = {
  name: 'Alt text (French)',
  args: {
    props: { ...sunset, alt: 'Un coucher de soleil sur des collines', filter: 'sepia(0.6)' },
    lang: 'fr',
  },
};

export const AsLink: Story = { args: { props: sunset, href: '#shop' } };
