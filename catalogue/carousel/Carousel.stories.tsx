import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { slides } from '../stories/slides.tsx';
import { Carousel } from './Carousel.tsx';
import { carouselDefinition, type CarouselProps } from './definition.ts';

const en = defaultProps<CarouselProps>(carouselDefinition, 'en');
const fr = defaultProps<CarouselProps>(carouselDefinition, 'fr');

const meta = {
  title: 'Catalogue/Carousel',
  component: Carousel,
  args: { props: en, className: 'b-story', lang: 'en', children: slides(4) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: { props: { ...fr, pagination: true }, lang: 'fr', children: slides(4, 'Diapositive') },
};

export const Fade: Story = { args: { props: { ...en, effect: 'fade', pagination: true } } };

export const Coverflow: Story = {
  args: {
    props: { ...en, effect: 'coverflow', slidesPerView: 3, pagination: true },
    children: slides(6),
  },
};

export const Flip: Story = { args: { props: { ...en, effect: 'flip' } } };

export const Cards: Story = {
  args: { props: { ...en, effect: 'cards', pagination: true } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, margin: '0 auto', padding: '0 24px' }}>
        <Story />
      </div>
    ),
  ],
};

export const AutoplayLoop: Story = {
  args: {
    props: { ...en, automatic: true, automaticTiming: 2, loop: true, pagination: true },
  },
};

export const ManySlides: Story = {
  args: {
    props: { ...en, slidesPerView: 3, spaceBetween: 16, pagination: true, mousewheel: true },
    children: slides(12),
  },
};

/** A continuous ticker: no delay, a slow linear transition, looping. */
export const Ticker: Story = {
  args: {
    props: {
      ...en,
      slidesPerView: 3,
      spaceBetween: 8,
      loop: true,
      automatic: true,
      automaticTiming: 0,
      transitionDuration: 3000,
      linearTransition: true,
      navigation: false,
    },
    children: slides(8),
  },
};

export const CustomIcons: Story = {
  args: {
    props: {
      ...en,
      pagination: true,
      previousIcon: 'arrow-left',
      nextIcon: 'arrow-right',
      bulletIcon: 'square',
      activeBulletIcon: 'square-dot',
    },
  },
};
