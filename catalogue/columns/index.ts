export { Columns } from './Columns.tsx';
export { columnsDefinition, type ColumnsProps } from './definition.ts';
