/**
 * The one error type of the formula engine: syntax errors, unknown names, wrong parameter kinds,
 * forbidden access and runaway formulas all throw it, so callers catch one thing and show its
 * message to the author.
 */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';
  /** Character offset in the source where parsing failed, when known. */
  readonly index: number | undefined;

  constructor(message: string, index?: number) {
    super(message);
    this.index = index;
  }
}

/** The seeds' text for a formula that stops before it is complete (§8). */
export const UNEXPECTED_END = 'Unexpected end of formula';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** "first", "second"… for parameter messages ("the first parameter must be an array"). */
export function ordinal(position: number): string {
  return ORDINALS[position] ?? `${position + 1}th`;
}

/**
 * Any failure met while parsing, compiling or evaluating, as the FormulaError the author sees:
 * engine limits (stack depth, string or array length) get a plain explanation.
 */
export function asFormulaError(error: unknown): FormulaError {
  if (error instanceof FormulaError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError && /call stack/i.test(message)) {
    return new FormulaError('Formula stopped: it is nested too deeply');
  }
  if (error instanceof RangeError && /invalid (string|array) length/i.test(message)) {
    return new FormulaError('Formula stopped: its result is too large');
  }
  return new FormulaError(message);
}
