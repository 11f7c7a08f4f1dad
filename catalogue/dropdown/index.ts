export { Dropdown } from './Dropdown.tsx';
export { dropdownDefinition, type DropdownProps } from './definition.ts';
