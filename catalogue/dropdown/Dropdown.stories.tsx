import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { defaultProps } from '../props.ts';
import { dropdownDefinition, type DropdownProps } from './definition.ts';
import { Dropdown } from './Dropdown.tsx';

/** In a page the children are elements with their own styles; here, plain ones. */
const triggerStyle: CSSProperties = {
  display: 'inline-block',
  padding: '8px 14px',
  border: '1px solid #c5cad3',
  borderRadius: 6,
  background: '#fff',
};
const menuStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 160,
  padding: 6,
  background: '#fff',
  border: '1px solid #d4d8de',
  borderRadius: 6,
  boxShadow: '0 6px 20px rgb(0 0 0 / 12%)',
};
const linkStyle: CSSProperties = { padding: '6px 10px', color: '#1f2933' };

const slots = (trigger: string, links: string[]) => ({
  trigger: <span style={triggerStyle}>{trigger}</span>,
  dropdown: (
    <nav style={menuStyle} aria-label={trigger}>
      {links.map((text) => (
        <a key={text} href={`#${text.toLowerCase()}`} style={linkStyle}>
          {text}
        </a>
      ))}
    </nav>
  ),
});

const meta = {
  title: 'Catalogue/Dropdown',
  component: Dropdown,
  args: {
    props: defaultProps<DropdownProps>(dropdownDefinition, 'en'),
    className: 'b-story',
    lang: 'en',
    slots: slots('My account', ['Profile', 'Orders', 'Sign out']),
  },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: {
    props: defaultProps<DropdownProps>(dropdownDefinition, 'fr'),
    lang: 'fr',
    slots: slots('Mon compte', ['Profil', 'Commandes', 'Déconnexion']),
  },
};

export const Hover: Story = {
  args: {
    props: { ...defaultProps<DropdownProps>(dropdownDefinition, 'en'), triggerType: 'hover' },
    slots: slots('Shop by category', ['Groceries', 'Airtime', 'Bus tickets']),
  },
};

export const RightClickToTheRight: Story = {
  args: {
    props: {
      ...defaultProps<DropdownProps>(dropdownDefinition, 'en'),
      triggerType: 'right-click',
      position: 'right',
      offsetX: '8px',
    },
    slots: slots('Right-click me', ['Copy', 'Share']),
  },
};

export const ScrollingPanel: Story = {
  args: {
    props: { ...defaultProps<DropdownProps>(dropdownDefinition, 'en'), maxHeight: '120px' },
    slots: slots('Country', [
      'Kenya',
      'Uganda',
      'Tanzania',
      'Rwanda',
      'Ethiopia',
      'Ghana',
      'Nigeria',
      'Senegal',
    ]),
  },
};

export const Disabled: Story = {
  args: {
    props: { ...defaultProps<DropdownProps>(dropdownDefinition, 'en'), disabled: true },
  },
};

export const WithoutChildren: Story = { args: { slots: {} } };
