import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { imageDefinition, type ImageProps } from './definition.ts';
import { Image } from './Image.tsx';

const meta = {
  title: 'Catalogue/Image',
  component: Image,
  args: { props: defaultProps<ImageProps>(imageDefinition, 'en'), className: 'b-story' },
  // Width and height come from the element's styles in a page; here, from the story.
  decorators: [
    (Story) => <div style={{ width: 320, height: 200, display: 'grid' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bundled placeholder, shown while no image is chosen. */
export const Placeholder: Story = {};

export const Contain: Story = {
  args: { props: { url: '', alt: 'Placeholder', objectFit: 'contain', loading: 'eager' } },
};

export const EnglishAlt: Story = {
  args: { props: { url: '', alt: 'A basket of vegetables', objectFit: 'cover', loading: 'lazy' } },
};

export const FrenchAlt: Story = {
  args: { props: { url: '', alt: 'Un panier de légumes', objectFit: 'cover', loading: 'lazy' } },
};

export const AsLink: Story = { args: { href: '#shop' } };
