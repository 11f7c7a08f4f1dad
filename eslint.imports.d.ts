/** Types of `eslint.imports.js` (a plain module: ESLint loads it without TypeScript). */
import type { Linter } from 'eslint';

export const MAX_DEPTH: number;
export const importRules: Linter.Config[];
