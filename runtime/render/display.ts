/**
 * The display rule (seeds 001 §4): none, false or null hide the element; any other value must be
 * one of the component's display modes, else the first of them is used.
 */
export type DisplayRule = { hidden: true } | { hidden: false; display: string | undefined };

export function displayRule(value: unknown, modes: readonly string[] | undefined): DisplayRule {
  if (value === undefined || value === '') return { hidden: false, display: undefined };
  if (value === 'none' || value === false || value === null || value === 'false') {
    return { hidden: true };
  }
  const text = typeof value === 'string' ? value : undefined;
  if (!modes || modes.length === 0) return { hidden: false, display: text };
  return { hidden: false, display: text && modes.includes(text) ? text : modes[0] };
}
