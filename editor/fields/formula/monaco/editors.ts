/** The Monaco chunk's entry: Monaco ready, and the two React editors built on it. */
export { ready } from './setup.ts';
export { MonacoFormula } from './MonacoFormula.tsx';
export { MonacoCode } from './MonacoCode.tsx';
