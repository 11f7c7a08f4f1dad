import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { loaderDefinition, SPINNERS, type LoaderProps } from './definition.ts';
import { Loader } from './Loader.tsx';

const meta = {
  title: 'Catalogue/Loader',
  component: Loader,
  args: {
    props: defaultProps<LoaderProps>(loaderDefinition, 'en'),
    className: 'b-story',
    lang: 'en',
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<LoaderProps>(loaderDefinition, 'fr'), lang: 'fr' },
};

/** Every spinner side by side, in the brand blue. */
export const AllSpinners: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'center' }}>
      {SPINNERS.map((spinner) => (
        <figure key={spinner} style={{ margin: 0, textAlign: 'center' }}>
          <Loader {...args} props={{ spinner, color: '#1f6feb', size: 48 }} />
          <figcaption>{spinner}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

const one = (spinner: LoaderProps['spinner']): Story => ({
  args: { props: { spinner, color: '#1f6feb', size: 64 } },
});

export const Plane = one('plane');
export const Chase = one('chase');
export const Bounce = one('bounce');
export const Wave = one('wave');
export const Pulse = one('pulse');
export const Flow = one('flow');
export const Swing = one('swing');
export const Circle = one('circle');
export const CircleFade = one('circle-fade');
export const Grid = one('grid');
export const Fold = one('fold');
export const Wander = one('wander');

export const Large: Story = { args: { props: { spinner: 'grid', color: '#c0262d', size: 160 } } };
