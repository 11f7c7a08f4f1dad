import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { iconDefinition, type IconProps } from './definition.ts';
import { Icon } from './Icon.tsx';

const meta = {
  title: 'Catalogue/Icon',
  component: Icon,
  args: { props: defaultProps<IconProps>(iconDefinition, 'en'), className: 'b-story', lang: 'en' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<IconProps>(iconDefinition, 'fr'), lang: 'fr' },
};

export const LargeAndColoured: Story = {
  args: { props: { icon: 'heart', color: '#c0262d', fontSize: 64, label: 'Favourite' } },
};

export const Small: Story = {
  args: { props: { icon: 'chevron-right', color: '', fontSize: 12, label: '' } },
};

export const ShoppingCart: Story = {
  args: { props: { icon: 'shopping-cart', color: '#1f6feb', fontSize: 40, label: 'Cart' } },
};

export const AsLink: Story = {
  args: {
    props: { icon: 'house', color: '', fontSize: 32, label: 'Home' },
    href: '#home',
  },
};
