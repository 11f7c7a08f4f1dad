export { Slider } from './Slider.tsx';
export { sliderDefinition, type SliderProps } from './definition.ts';
