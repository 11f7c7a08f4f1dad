/** Roots whose missing keys are an author's mistake worth naming ("Unknown variable …"). */
export const NAMESPACES: Readonly<Record<string, string>> = {
  variables: 'variable',
  collections: 'collection',
  formulas: 'formula',
  plugins: 'plugin',
};

/** Globals people try; each gets a message saying formulas cannot reach them. */
export const GLOBALS: ReadonlySet<string> = new Set([
  'window',
  'document',
  'globalThis',
  'self',
  'global',
  'process',
  'require',
  'fetch',
  'Function',
  'eval',
  'Object',
  'Reflect',
  'XMLHttpRequest',
  'localStorage',
]);
