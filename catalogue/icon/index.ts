export { Icon } from './Icon.tsx';
export { iconDefinition, type IconProps } from './definition.ts';
