import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { Button } from './Button.tsx';
import { buttonDefinition, type ButtonProps } from './definition.ts';

const meta = {
  title: 'Catalogue/Button',
  component: Button,
  args: { props: defaultProps<ButtonProps>(buttonDefinition, 'en'), className: 'b-story' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = { args: { props: defaultProps<ButtonProps>(buttonDefinition, 'fr') } };

export const Disabled: Story = {
  args: { props: { text: 'Pay now', buttonType: 'submit', disabled: true } },
};

export const AsLink: Story = {
  args: {
    props: { text: 'Go to checkout', buttonType: 'button', disabled: false },
    href: '#checkout',
  },
};
