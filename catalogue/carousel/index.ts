export { Carousel } from './Carousel.tsx';
export { carouselDefinition, type CarouselProps } from './definition.ts';
