import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { defaultProps } from '../props.ts';
import { Button } from './Button.tsx';
import { buttonDefinition, type ButtonProps } from './definition.ts';

const en = defaultProps<ButtonProps>(buttonDefinition, 'en');
const fr = defaultProps<ButtonProps>(buttonDefinition, 'fr');

/** `backgroundColor` is a style property: in a page it is in the stylesheet, here in the story. */
const coloured = (Story: () => ReactNode) => (
  <>
    <style>{`.b-story{background-color:#0b6e4f;color:#fff;border:0;border-radius:6px;padding:10px 16px;font:inherit}`}</style>
    {Story()}
  </>
);

const meta = {
  title: 'Catalogue/Button',
  component: Button,
  args: { props: en, className: 'b-story', lang: 'en' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = { args: { props: fr, lang: 'fr' } };

export const Disabled: Story = {
  args: { props: { ...en, text: 'Pay now', buttonType: 'submit', disabled: true } },
};

export const BackgroundColour: Story = {
  args: { props: { ...en, text: 'Add to basket' } },
  decorators: [coloured],
};

export const WithIcons: Story = {
  args: {
    props: {
      ...en,
      text: 'Add to basket',
      leftIcon: true,
      leftIconName: 'shopping-cart',
      rightIcon: true,
      rightIconName: 'arrow-right',
    },
  },
  decorators: [coloured],
};

export const IconeADroite: Story = {
  name: 'Right icon (French)',
  args: { props: { ...fr, text: 'Continuer', rightIcon: true }, lang: 'fr' },
};

export const AsLink: Story = {
  args: { props: { ...en, text: 'Go to checkout' }, href: '#checkout' },
};
