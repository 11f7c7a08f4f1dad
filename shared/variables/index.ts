/** Variables: coercion with the seeds' messages, array modes, and the store a running site uses. */
export { coerceVariableValue, VARIABLE_MESSAGES, type VariableType } from './coerce.ts';
export {
  ARRAY_MODES,
  isArrayMode,
  setAtPath,
  updateArray,
  type ArrayMode,
} from './array-update.ts';
export { VariableStore, type StorageLike, type VariableStoreOptions } from './store.ts';
