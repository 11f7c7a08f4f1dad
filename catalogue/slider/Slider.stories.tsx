import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { slides } from '../stories/slides.tsx';
import { sliderDefinition, type SliderProps } from './definition.ts';
import { Slider } from './Slider.tsx';

const en = defaultProps<SliderProps>(sliderDefinition, 'en');
const fr = defaultProps<SliderProps>(sliderDefinition, 'fr');

const meta = {
  title: 'Catalogue/Slider',
  component: Slider,
  args: { props: en, className: 'b-story', lang: 'en', children: slides(4) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: { props: fr, lang: 'fr', children: slides(4, 'Diapositive') },
};

export const AutoplayLoop: Story = {
  args: { props: { ...en, autoplay: true, interval: 3, loop: true } },
};

export const StartsAtThirdSlide: Story = { args: { props: { ...en, slideIndex: 2 } } };

export const ManySlides: Story = {
  args: { props: { ...en, loop: true, transitionDuration: 700 }, children: slides(12) },
};

export const ArrowsOnly: Story = {
  args: { props: { ...en, showDots: false, transitionDuration: 0 } },
};
