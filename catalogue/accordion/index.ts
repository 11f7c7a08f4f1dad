export { Accordion } from './Accordion.tsx';
export { accordionDefinition, type AccordionProps } from './definition.ts';
