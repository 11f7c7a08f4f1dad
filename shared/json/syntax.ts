/**
 * Where a text that `JSON.parse` refused breaks, as line and column (both from 1), for a
 * message an author can act on ("pages/home.json cannot be read: line 1, column 13"). V8 gives
 * a position for most failures but not for "Unexpected token" (a trailing comma, a typo such as
 * `tru`); jsonc-parser (the parser of VS Code's JSON), run strict, finds those.
 */
import { parse, type ParseError } from 'jsonc-parser';

export interface JsonSyntaxError {
  /** V8's reason, without its position: "Unexpected end of JSON input". */
  reason: string;
  /** Where the text breaks; null when nothing can say (never seen). */
  at: { line: number; column: number } | null;
}

/** Line and column (from 1) of `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.min(offset, text.length));
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: before.length - lastBreak };
}

function strictOffset(text: string): number | null {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  return errors[0]?.offset ?? null;
}

/** The reason and place of `error`, thrown by `JSON.parse(text)`. */
export function jsonSyntaxError(text: string, error: unknown): JsonSyntaxError {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  const offset =
    position !== undefined
      ? Number(position)
      : /Unexpected end/.test(message)
        ? text.length
        : strictOffset(text);
  const reason = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/ in JSON at position \d+/, '');
  return { reason, at: offset === null ? null : lineAndColumn(text, offset) };
}

/** `text` parsed, or why and where it is no JSON. */
export function parseJsonText(
  text: string,
): { ok: true; value: unknown } | ({ ok: false } & JsonSyntaxError) {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, ...jsonSyntaxError(text, error) };
  }
}
