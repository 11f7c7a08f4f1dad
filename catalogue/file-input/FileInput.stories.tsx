import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { fileInputDefinition, type FileInputProps } from './definition.ts';
import { FileInput } from './FileInput.tsx';

const en = defaultProps<FileInputProps>(fileInputDefinition, 'en');
const fr = defaultProps<FileInputProps>(fileInputDefinition, 'fr');

const meta = {
  title: 'Catalogue/File picker',
  component: FileInput,
  args: { props: en, className: 'b-story', lang: 'en' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, fontFamily: 'system-ui, sans-serif' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const French: Story = { args: { props: fr, lang: 'fr' } };
export const Photos: Story = {
  args: { props: { ...en, label: 'Photos of what to buy', accept: 'image/*', multiple: true } },
};
export const Disabled: Story = { args: { props: { ...en, disabled: true } } };
